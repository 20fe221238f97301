.class public final synthetic Lcom/keydrop/UnlockActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/keydrop/UnlockActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/keydrop/UnlockActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/keydrop/UnlockActivity$$ExternalSyntheticLambda0;->f$0:Lcom/keydrop/UnlockActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 2

    iget-object p1, p0, Lcom/keydrop/UnlockActivity$$ExternalSyntheticLambda0;->f$0:Lcom/keydrop/UnlockActivity;

    invoke-static {p1}, Lcom/keydrop/UnlockActivity;->a(Lcom/keydrop/UnlockActivity;)V

    return-void
.end method
