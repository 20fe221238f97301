.class public final Lcom/ridgeway/doorhub/camera/ClipApprovalActivity_MembersInjector;
.super Ljava/lang/Object;
.source "ClipApprovalActivity_MembersInjector.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    return-void
.end method

.method public static injectLedger(Lcom/ridgeway/doorhub/camera/ClipApprovalActivity;Lcom/ridgeway/doorhub/cetp/ApprovalLedger;)V
    .registers 2

    .line 10
    iput-object p1, p0, Lcom/ridgeway/doorhub/camera/ClipApprovalActivity;->ledger:Lcom/ridgeway/doorhub/cetp/ApprovalLedger;

    .line 11
    return-void
.end method
