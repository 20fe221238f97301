.class public final synthetic Lcom/example/r34j1/CloseJobActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r34j1/CloseJobActivity;

.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r34j1/CloseJobActivity;Ljava/lang/String;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r34j1/CloseJobActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34j1/CloseJobActivity;

    iput-object p2, p0, Lcom/example/r34j1/CloseJobActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .locals 2

    iget-object v0, p0, Lcom/example/r34j1/CloseJobActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34j1/CloseJobActivity;

    iget-object v1, p0, Lcom/example/r34j1/CloseJobActivity$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;

    invoke-virtual {v0, v1, p1, p2}, Lcom/example/r34j1/CloseJobActivity;->lambda$onCreate$0$com-example-r34j1-CloseJobActivity(Ljava/lang/String;Landroid/content/DialogInterface;I)V

    return-void
.end method
