/**
 * The co-authoring server's **saved** message, shared by the server that sends it and the World
 * editor that reads it. On the y-websocket wire it is an auth message (type 2) with this private
 * sub-type, then a Yjs snapshot (`Y.encodeSnapshot`: a delete set and a state vector) meaning
 * "every insertion up to this state vector and every deletion in this delete set is committed".
 * y-protocols' readAuthMessage acts only on sub-type 0 (permission denied) and ignores any other,
 * so a y-websocket client that does not know this message passes over it silently.
 */

/** The auth sub-type of the saved message. */
export const AUTH_SAVED_SUBTYPE = 100;
