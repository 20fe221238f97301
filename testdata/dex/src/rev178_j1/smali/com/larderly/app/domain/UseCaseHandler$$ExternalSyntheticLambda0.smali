.class public final synthetic Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/larderly/app/domain/UseCaseHandler;

.field public final synthetic f$1:Lcom/larderly/app/domain/UseCase;

.field public final synthetic f$2:Ljava/lang/Object;

.field public final synthetic f$3:Lcom/larderly/app/domain/UseCaseHandler$Callback;


# direct methods
.method public synthetic constructor <init>(Lcom/larderly/app/domain/UseCaseHandler;Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;Lcom/larderly/app/domain/UseCaseHandler$Callback;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/app/domain/UseCaseHandler;

    iput-object p2, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$1:Lcom/larderly/app/domain/UseCase;

    iput-object p3, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$2:Ljava/lang/Object;

    iput-object p4, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$3:Lcom/larderly/app/domain/UseCaseHandler$Callback;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 5

    iget-object v0, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$0:Lcom/larderly/app/domain/UseCaseHandler;

    iget-object v1, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$1:Lcom/larderly/app/domain/UseCase;

    iget-object v2, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$2:Ljava/lang/Object;

    iget-object v3, p0, Lcom/larderly/app/domain/UseCaseHandler$$ExternalSyntheticLambda0;->f$3:Lcom/larderly/app/domain/UseCaseHandler$Callback;

    invoke-virtual {v0, v1, v2, v3}, Lcom/larderly/app/domain/UseCaseHandler;->lambda$execute$1$com-larderly-app-domain-UseCaseHandler(Lcom/larderly/app/domain/UseCase;Ljava/lang/Object;Lcom/larderly/app/domain/UseCaseHandler$Callback;)V

    return-void
.end method
