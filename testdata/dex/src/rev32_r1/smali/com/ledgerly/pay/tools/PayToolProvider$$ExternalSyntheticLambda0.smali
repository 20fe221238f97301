.class public final synthetic Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# D8's two Runnable lambdas of PayToolProvider.call (refresh_balance, classId 0;
# sync_statements, classId 1), merged horizontally by R8; the bodies
# lambda$call$0/lambda$call$1 were inlined into run().

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic a:Lcom/ledgerly/pay/tools/PayToolProvider;

.field public final synthetic b:I

.field private final synthetic c:I

.method public synthetic constructor <init>(Lcom/ledgerly/pay/tools/PayToolProvider;I)V
    .registers 3
    iput p2, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->c:I
    iput-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->a:Lcom/ledgerly/pay/tools/PayToolProvider;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lcom/ledgerly/pay/tools/PayToolProvider;II)V
    .registers 4
    iput p3, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->c:I
    iput-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->a:Lcom/ledgerly/pay/tools/PayToolProvider;
    iput p2, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->b:I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final run()V
    .registers 3
    iget v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->c:I
    if-eqz v0, :cond_0
    .line 1 # PayToolProvider.lambda$call$1:76 < PayToolProvider$$ExternalSyntheticLambda1.run:0
    iget-object v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->a:Lcom/ledgerly/pay/tools/PayToolProvider;
    iget v1, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->b:I
    iget-object v0, v0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-virtual {v0, v1}, Lcom/ledgerly/pay/tools/e;->f(I)V
    return-void

    :cond_0
    .line 2 # PayToolProvider.lambda$call$0:71 < PayToolProvider$$ExternalSyntheticLambda0.run:0
    iget-object v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;->a:Lcom/ledgerly/pay/tools/PayToolProvider;
    invoke-static {}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticApiModelOutline0;->m()I
    move-result v1
    .line 3 # PayToolProvider.lambda$call$0:72 < PayToolProvider$$ExternalSyntheticLambda0.run:0
    iget-object v0, v0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-virtual {v0, v1}, Lcom/ledgerly/pay/tools/e;->e(I)V
    return-void
.end method
