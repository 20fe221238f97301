.class public final synthetic Lcom/example/r34j2/PauseActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r34j2/PauseActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r34j2/PauseActivity;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r34j2/PauseActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34j2/PauseActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 1

    iget-object v0, p0, Lcom/example/r34j2/PauseActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r34j2/PauseActivity;

    invoke-virtual {v0, p1}, Lcom/example/r34j2/PauseActivity;->lambda$onCreate$0$com-example-r34j2-PauseActivity(Landroid/view/View;)V

    return-void
.end method
