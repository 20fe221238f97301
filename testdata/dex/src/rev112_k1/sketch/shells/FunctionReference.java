package kotlin.jvm.internal;

public class FunctionReference extends CallableReference implements FunctionBase, kotlin.reflect.KFunction {
    private final int arity;
    private final int flags;

    public FunctionReference(int arity, Object receiver, Class owner, String name, String signature, int flags) {
        super(receiver, owner, name, signature, (flags & 1) == 1);
        this.arity = arity;
        this.flags = flags >> 1;
    }

    public int getArity() {
        return arity;
    }
}
