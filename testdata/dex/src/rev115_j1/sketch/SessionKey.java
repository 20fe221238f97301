package app.hearthlink.devices;

/** A devices session: the UID it was issued to and its token, both part of the key. */
public record SessionKey(int callerUid, String token) {
}
