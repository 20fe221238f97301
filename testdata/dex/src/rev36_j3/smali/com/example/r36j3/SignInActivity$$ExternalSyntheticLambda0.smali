.class public final synthetic Lcom/example/r36j3/SignInActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r36j3/SignInActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r36j3/SignInActivity;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r36j3/SignInActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j3/SignInActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 1

    iget-object v0, p0, Lcom/example/r36j3/SignInActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r36j3/SignInActivity;

    invoke-virtual {v0, p1}, Lcom/example/r36j3/SignInActivity;->lambda$onCreate$0$com-example-r36j3-SignInActivity(Landroid/view/View;)V

    return-void
.end method
