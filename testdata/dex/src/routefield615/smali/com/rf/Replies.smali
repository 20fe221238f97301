.class final Lcom/rf/Replies;
.super Ljava/lang/Object;
.source "Replies.java"

# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 14
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 15
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 16
    const-string v1, "request_id"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v1, "ok"
    const/4 v2, 0x0
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 18
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "error_message"
    const-string v2, "Confirm on the device"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    return-object v3
.end method

.method static token()Ljava/lang/String;
    .registers 3
    .line 24
    const/16 v0, 0x20
    new-array v0, v0, [B
    move-object v2, v0
    .line 25
    sget-object v0, Lcom/rf/Replies;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 26
    const/4 v1, 0x2
    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/rf/Replies;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method

