.class public final synthetic Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/domain/UseCaseHandler$Callback;

.field public final synthetic f$1:Lcom/larderly/app/domain/Result;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/domain/UseCaseHandler$Callback;Lcom/larderly/app/domain/Result;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/app/domain/UseCaseHandler$Callback;

    iput-object p2, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda1;->f$1:Lcom/larderly/app/domain/Result;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 3

    iget-object v0, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda1;->f$0:Lcom/larderly/app/domain/UseCaseHandler$Callback;

    iget-object v1, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda1;->f$1:Lcom/larderly/app/domain/Result;

    invoke-static {v0, v1}, Lcom/larderly/app/domain/UseCaseHandler;->lambda$execute$0(Lcom/larderly/app/domain/UseCaseHandler$Callback;Lcom/larderly/app/domain/Result;)V

    return-void
.end method
