// OpIds.java: rev16_state's (ThreadLocal<Random> next(), SecureRandom in an
// AtomicReference secure()), plus:
    static String[] pair() { return new String[] { next(), secure() }; }     // 20
