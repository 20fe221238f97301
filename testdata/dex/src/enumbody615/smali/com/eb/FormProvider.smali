.class public final Lcom/eb/FormProvider;
.super Landroid/content/ContentProvider;
.source "FormProvider.java"

# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 16
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 17
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/eb/FormProvider;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 26
    if-eqz v8, :L22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L30
:L22
    .line 27
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L30
    .line 29
    sget-object v0, Lcom/eb/FormProvider;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    .line 30
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 31
    const-string v0, "sign_form"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L79
    .line 32
    invoke-virtual {v5}, Lcom/eb/FormProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/eb/Form;->SIGN:Lcom/eb/Form;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/eb/Resolutions;->form(Landroid/content/Context;Lcom/eb/Form;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v3}, Lcom/eb/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L79
    .line 34
    const-string v0, "submit_form"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L107
    .line 35
    invoke-virtual {v5}, Lcom/eb/FormProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    sget-object v1, Lcom/eb/Form;->SUBMIT:Lcom/eb/Form;
    const/high16 v2, 0x4000000
    invoke-static {v0, v1, v2}, Lcom/eb/Resolutions;->form(Landroid/content/Context;Lcom/eb/Form;I)Landroid/app/PendingIntent;
    move-result-object v0
    invoke-static {v0, v3}, Lcom/eb/Resolutions;->ask(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L107
    .line 37
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 42
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 47
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 57
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 62
    const/4 v0, 0x0
    return v0
.end method

