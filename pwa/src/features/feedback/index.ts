// feedback: the feedback modal (POST /feedback/submit) of the game page and the account area.
export { FeedbackModal, type FeedbackRequest } from './feedback-modal';
