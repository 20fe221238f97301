.class public final synthetic Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r35j3/CancelVisitActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r35j3/CancelVisitActivity;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j3/CancelVisitActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .locals 1

    iget-object v0, p0, Lcom/example/r35j3/CancelVisitActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j3/CancelVisitActivity;

    invoke-virtual {v0, p1, p2}, Lcom/example/r35j3/CancelVisitActivity;->lambda$onCreate$0$com-example-r35j3-CancelVisitActivity(Landroid/content/DialogInterface;I)V

    return-void
.end method
