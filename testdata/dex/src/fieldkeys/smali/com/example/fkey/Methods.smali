# Java sketch (Methods.java), compiled by javac (target 8) and D8: a blank
# static final assigned in a static block is no compile-time constant, so
# javac does not inline it: readers get it with sget-object.
#   public final class Methods {                                                  // 3
#       public static final String EXECUTE;                                        // 4
#       static { EXECUTE = "execute_tool"; }                                       // 5
#   }
.class public final Lcom/example/fkey/Methods;
.super Ljava/lang/Object;
.source "Methods.java"

.field public static final EXECUTE:Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 1
    .line 5
    const-string v0, "execute_tool"
    sput-object v0, Lcom/example/fkey/Methods;->EXECUTE:Ljava/lang/String;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
