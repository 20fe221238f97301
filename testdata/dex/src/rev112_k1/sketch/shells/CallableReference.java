package kotlin.jvm.internal;

public abstract class CallableReference implements kotlin.reflect.KCallable, java.io.Serializable {
    public static final Object NO_RECEIVER = new Object();

    protected final Object receiver;
    private final Class owner;
    private final String name;
    private final String signature;
    private final boolean isTopLevel;

    protected CallableReference(Object receiver, Class owner, String name, String signature, boolean isTopLevel) {
        this.receiver = receiver;
        this.owner = owner;
        this.name = name;
        this.signature = signature;
        this.isTopLevel = isTopLevel;
    }

    public Object getBoundReceiver() {
        return receiver;
    }

    public String getName() {
        return name;
    }

    public String getSignature() {
        return signature;
    }
}
