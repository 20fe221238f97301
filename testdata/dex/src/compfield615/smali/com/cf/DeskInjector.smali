.class public final Lcom/cf/DeskInjector;
.super Ljava/lang/Object;
.source "DeskInjector.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method public static injectApproval(Lcom/cf/DeskProvider;Landroid/content/ComponentName;)V
    .registers 3
    .line 11
    iput-object v2, v1, Lcom/cf/DeskProvider;->approval:Landroid/content/ComponentName;
    .line 12
    return-void
.end method

.method static inject(Lcom/cf/DeskProvider;)V
    .registers 3
    .line 15
    new-instance v1, Lcom/cf/ApprovalModule;
    invoke-direct {v1}, Lcom/cf/ApprovalModule;-><init>()V
    invoke-virtual {v1}, Lcom/cf/ApprovalModule;->provideApproval()Landroid/content/ComponentName;
    move-result-object v1
    invoke-static {v2, v1}, Lcom/cf/DeskInjector;->injectApproval(Lcom/cf/DeskProvider;Landroid/content/ComponentName;)V
    .line 16
    return-void
.end method

