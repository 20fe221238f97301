# Java sketch (JournalExecutor.java): an executor (its durability is not
# what this fixture is about).
#   public final class JournalExecutor implements CetpMutationExecutor {
#       @Override public Object execute(String requestId, Function0<Object> block) { return block.invoke(); } // 8
#   }
.class public final Lcom/example/nx/JournalExecutor;
.super Ljava/lang/Object;
.source "JournalExecutor.java"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;
    .registers 3
    .line 8
    invoke-interface {p2}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method
