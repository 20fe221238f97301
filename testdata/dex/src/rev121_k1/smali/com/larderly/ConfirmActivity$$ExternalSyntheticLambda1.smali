.class public final synthetic Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/content/DialogInterface$OnClickListener;

# instance fields
.field public final synthetic f$0:Ljava/lang/String;
.field public final synthetic f$1:Lcom/larderly/ConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;Lcom/larderly/ConfirmActivity;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    iput-object p2, p0, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda1;->f$1:Lcom/larderly/ConfirmActivity;
    return-void
.end method


# virtual methods
.method public final onClick(Landroid/content/DialogInterface;I)V
    .registers 5
    iget-object v0, p0, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda1;->f$0:Ljava/lang/String;
    iget-object v1, p0, Lcom/larderly/ConfirmActivity$$ExternalSyntheticLambda1;->f$1:Lcom/larderly/ConfirmActivity;
    invoke-static {v0, v1, p1, p2}, Lcom/larderly/ConfirmActivity;->onCreate$lambda$1(Ljava/lang/String;Lcom/larderly/ConfirmActivity;Landroid/content/DialogInterface;I)V
    return-void
.end method
