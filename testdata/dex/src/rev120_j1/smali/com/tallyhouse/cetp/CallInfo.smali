.class public final Lcom/tallyhouse/cetp/CallInfo;
.super Ljava/lang/Object;
.source "CallInfo.java"


# instance fields
.field public final async:Z

.field public final callerPackage:Ljava/lang/String;

.field public final deadlineAtMs:J

.field public final extras:Landroid/os/Bundle;

.field public rawArgs:Ljava/lang/String;

.field public final requestId:Ljava/lang/String;

.field public resumeToken:Ljava/lang/String;

.field public tool:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Ljava/lang/String;JZLandroid/os/Bundle;)V
    .registers 8

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput p1, p0, Lcom/tallyhouse/cetp/CallInfo;->uid:I

    .line 19
    iput-object p2, p0, Lcom/tallyhouse/cetp/CallInfo;->callerPackage:Ljava/lang/String;

    .line 20
    iput-object p3, p0, Lcom/tallyhouse/cetp/CallInfo;->requestId:Ljava/lang/String;

    .line 21
    iput-wide p4, p0, Lcom/tallyhouse/cetp/CallInfo;->deadlineAtMs:J

    .line 22
    iput-boolean p6, p0, Lcom/tallyhouse/cetp/CallInfo;->async:Z

    .line 23
    iput-object p7, p0, Lcom/tallyhouse/cetp/CallInfo;->extras:Landroid/os/Bundle;

    .line 24
    return-void
.end method


# virtual methods
.method bind(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    .line 27
    iput-object p1, p0, Lcom/tallyhouse/cetp/CallInfo;->tool:Ljava/lang/String;

    .line 28
    iput-object p2, p0, Lcom/tallyhouse/cetp/CallInfo;->rawArgs:Ljava/lang/String;

    .line 29
    iput-object p3, p0, Lcom/tallyhouse/cetp/CallInfo;->resumeToken:Ljava/lang/String;

    .line 30
    return-void
.end method
