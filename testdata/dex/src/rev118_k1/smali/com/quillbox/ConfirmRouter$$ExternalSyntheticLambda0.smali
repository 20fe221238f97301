.class public final synthetic Lcom/quillbox/ConfirmRouter$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

# instance fields
.field public final synthetic f$0:Lcom/quillbox/ConfirmRouter;


# direct methods
.method public synthetic constructor <init>(Lcom/quillbox/ConfirmRouter;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillbox/ConfirmRouter$$ExternalSyntheticLambda0;->f$0:Lcom/quillbox/ConfirmRouter;
    return-void
.end method


# virtual methods
.method public final run()V
    .registers 2
    iget-object v0, p0, Lcom/quillbox/ConfirmRouter$$ExternalSyntheticLambda0;->f$0:Lcom/quillbox/ConfirmRouter;
    invoke-static {v0}, Lcom/quillbox/ConfirmRouter;->whenReady$lambda$1(Lcom/quillbox/ConfirmRouter;)V
    return-void
.end method
