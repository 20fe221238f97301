.class public final Lcom/quillmark/docs/core/ReviewIntents;
.super Ljava/lang/Object;
.source "ReviewIntents.java"


# static fields
.field public static final ACTION_APPROVE:Ljava/lang/String; = "com.quillmark.approver.action.APPROVE"

.field public static final ACTION_GRANT:Ljava/lang/String; = "com.quillmark.docs.action.GRANT_SCOPE"

.field public static final ACTION_REVIEW_REMOVAL:Ljava/lang/String; = "com.quillmark.docs.action.REVIEW_REMOVAL"

.field public static final ACTION_REVIEW_RESTORE:Ljava/lang/String; = "com.quillmark.docs.action.REVIEW_RESTORE"

.field static final APPROVER_ACTIVITY:Ljava/lang/String; = "com.quillmark.approver.ApproveRequestActivity"

.field static final APPROVER_PACKAGE:Ljava/lang/String; = "com.quillmark.approver"

.field public static final EXTRA_PROVIDER:Ljava/lang/String; = "provider_id"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "resume_token"

.field static final FLAGS:I = 0xc000000

.field static final PAIRING_ACTIVITY:Ljava/lang/String; = "com.quillmark.docs.documents.PairingActivity"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 23
    return-void
.end method

.method public static approver(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9

    .line 49
    new-instance v5, Landroid/content/Intent;

    const-string v2, "com.quillmark.approver.action.APPROVE"

    invoke-direct {v5, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 50
    new-instance v1, Landroid/content/ComponentName;

    const-string v3, "com.quillmark.approver"

    const-string v4, "com.quillmark.approver.ApproveRequestActivity"

    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v5, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 51
    const-string v1, "provider_id"

    invoke-virtual {v5, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 52
    const-string v1, "resume_token"

    invoke-virtual {v5, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 53
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {p0, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static pairing(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 9

    .line 40
    new-instance v5, Landroid/content/Intent;

    const-string v2, "com.quillmark.docs.action.GRANT_SCOPE"

    invoke-direct {v5, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 41
    new-instance v1, Landroid/content/ComponentName;

    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v3

    const-string v4, "com.quillmark.docs.documents.PairingActivity"

    invoke-direct {v1, v3, v4}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v5, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 42
    const-string v1, "provider_id"

    invoke-virtual {v5, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 43
    const-string v1, "resume_token"

    invoke-virtual {v5, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 44
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {p0, v1, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static removal(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 27
    const-string v1, "com.quillmark.docs.action.REVIEW_REMOVAL"

    invoke-static {p0, v1, p1, p2}, Lcom/quillmark/docs/core/ReviewIntents;->reviewIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    .line 28
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v2, 0xc000000

    invoke-static {p0, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static restore(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 33
    const-string v1, "com.quillmark.docs.action.REVIEW_RESTORE"

    invoke-static {p0, v1, p1, p2}, Lcom/quillmark/docs/core/ReviewIntents;->reviewIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v4

    .line 34
    const-class v2, Lcom/quillmark/docs/archive/RestoreReviewActivity;

    invoke-virtual {v4, p0, v2}, Landroid/content/Intent;->setClass(Landroid/content/Context;Ljava/lang/Class;)Landroid/content/Intent;

    .line 35
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {p0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method private static reviewIntent(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .registers 6

    .line 57
    new-instance v1, Landroid/content/Intent;

    invoke-direct {v1, p1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 58
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 59
    const-string v0, "provider_id"

    invoke-virtual {v1, v0, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 60
    const-string v0, "resume_token"

    invoke-virtual {v1, v0, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 61
    return-object v1
.end method
