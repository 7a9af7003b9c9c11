-- Privacy-first analytics: page views counted per day and normalised path. No IP address, no
-- cookie, no user or device id is stored: only how often a page was opened.
create table page_views (
  day    date not null,
  path   text not null,
  views  integer not null default 0,
  primary key (day, path)
);
