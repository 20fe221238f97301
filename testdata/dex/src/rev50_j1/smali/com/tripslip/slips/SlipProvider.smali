.class public final Lcom/tripslip/slips/SlipProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "SlipProvider.java"


# static fields
.field private static final SCHOOL_CERT:[B

.field private static final TAG:Ljava/lang/String; = "SlipProvider"


# instance fields
.field private db:Lcom/tripslip/data/TripDb;

.field private ledger:Lcom/tripslip/slips/SlipLedger;

.field private final pending:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field private prefs:Landroid/content/SharedPreferences;

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 39
    const/16 v0, 0x8

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/tripslip/slips/SlipProvider;->SCHOOL_CERT:[B

    return-void

    :array_0
    .array-data 1
        0x3at
        0x41t
        0x7ct
        0x9t
        0x55t
        0x12t
        0x6et
        0x2ft
    .end array-data
.end method

.method public constructor <init>()V
    .registers 2

    .line 37
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    .line 41
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/tripslip/slips/SlipProvider;->random:Ljava/security/SecureRandom;

    .line 42
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tripslip/slips/SlipProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private askGuardian(Ljava/lang/Class;JI)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;JI)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation

    .line 145
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 146
    iget-object v1, p0, Lcom/tripslip/slips/SlipProvider;->random:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 147
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    .line 148
    iget-object v1, p0, Lcom/tripslip/slips/SlipProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-static {p4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p4

    invoke-virtual {v1, v0, p4}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 149
    new-instance p4, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/tripslip/slips/SlipProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {p4, v1, p1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string p1, "slip_id"

    invoke-virtual {p4, p1, p2, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    move-result-object p1

    .line 150
    invoke-virtual {p0}, Lcom/tripslip/slips/SlipProvider;->getContext()Landroid/content/Context;

    move-result-object p4

    long-to-int p2, p2

    const/high16 p3, 0xc000000

    invoke-static {p4, p2, p1, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 152
    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method private exportRoster(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7

    .line 172
    :try_start_0
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 173
    iget-object v1, p0, Lcom/tripslip/slips/SlipProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v2, "SELECT group_concat(student) AS roster FROM slips WHERE trip_id = ?"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    .line 174
    invoke-static {p1, p2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x0

    aput-object p1, v3, p2

    .line 173
    invoke-virtual {v1, v2, v3}, Lcom/tripslip/data/TripDb;->row(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    .line 174
    invoke-virtual {p1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p1

    sget-object p2, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, p2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object p1

    .line 175
    new-instance p2, Ljava/lang/Thread;

    new-instance v1, Lcom/tripslip/slips/SlipProvider$1;

    invoke-direct {v1, p0, v0, p1}, Lcom/tripslip/slips/SlipProvider$1;-><init>(Lcom/tripslip/slips/SlipProvider;[Landroid/os/ParcelFileDescriptor;[B)V

    .line 186
    const-string p1, "roster-writer"

    invoke-direct {p2, v1, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    invoke-virtual {p2}, Ljava/lang/Thread;->start()V

    .line 187
    const/4 p1, 0x0

    aget-object p1, v0, p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->file(Landroid/os/ParcelFileDescriptor;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    :catch_0
    move-exception p1

    .line 189
    new-instance p2, Ljava/lang/StringBuilder;

    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v0, "roster export failed: "

    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p2

    invoke-virtual {p1}, Ljava/io/IOException;->getMessage()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string p2, "INTERNAL_ERROR"

    invoke-static {p2, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method private notifyOffice(Lcom/clawseed/cetp/sdk/CetpProviderRequest;J)V
    .registers 9

    .line 157
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v0

    .line 159
    :try_start_0
    invoke-virtual {p0}, Lcom/tripslip/slips/SlipProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "content://com.tripslip.office/slips/"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, p2, p3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v3

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V

    .line 160
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    .line 161
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p2

    const-string p3, "slip_id"

    invoke-virtual {v2, p3, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 162
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    const-string p2, "uid"

    invoke-virtual {v2, p2, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 163
    iget-object p1, p0, Lcom/tripslip/slips/SlipProvider;->db:Lcom/tripslip/data/TripDb;

    const-string p2, "audit"

    invoke-virtual {p1, p2, v2}, Lcom/tripslip/data/TripDb;->insert(Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 164
    iget-object p1, p0, Lcom/tripslip/slips/SlipProvider;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    const-string p2, "last_signer_uid"

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p3

    invoke-interface {p1, p2, p3}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 166
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 168
    return-void

    .line 166
    :catchall_0
    move-exception p1

    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 167
    throw p1
.end method

.method private resumed(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z
    .registers 4

    .line 140
    iget-object v0, p0, Lcom/tripslip/slips/SlipProvider;->pending:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    .line 141
    if-eqz v0, :cond_no

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    if-ne v0, p1, :cond_no

    const/4 p1, 0x1

    goto :goto_ret

    :cond_no
    const/4 p1, 0x0

    :goto_ret
    return p1
.end method

.method private revoke(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 128
    const-string v0, "slip_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 129
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;

    move-result-object p2

    if-nez p2, :cond_resumed

    .line 130
    const-class p2, Lcom/tripslip/ui/RevokeSlipActivity;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    invoke-direct {p0, p2, v0, v1, p1}, Lcom/tripslip/slips/SlipProvider;->askGuardian(Ljava/lang/Class;JI)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 132
    :cond_resumed
    invoke-direct {p0, p1}, Lcom/tripslip/slips/SlipProvider;->resumed(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z

    move-result p1

    if-nez p1, :cond_delete

    .line 133
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token is not valid"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 135
    :cond_delete
    iget-object p1, p0, Lcom/tripslip/slips/SlipProvider;->db:Lcom/tripslip/data/TripDb;

    const/4 p2, 0x1

    new-array p2, p2, [Ljava/lang/String;

    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    aput-object v0, p2, v1

    const-string v0, "slips"

    const-string v1, "id = ?"

    invoke-virtual {p1, v0, v1, p2}, Lcom/tripslip/data/TripDb;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result p1

    .line 136
    new-instance p2, Lorg/json/JSONObject;

    invoke-direct {p2}, Lorg/json/JSONObject;-><init>()V

    const-string v0, "revoked"

    invoke-virtual {p2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method private sign(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 111
    const-string v0, "slip_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 112
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_resumed

    .line 113
    const-class p2, Lcom/tripslip/ui/GuardianSignActivity;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    invoke-direct {p0, p2, v0, v1, p1}, Lcom/tripslip/slips/SlipProvider;->askGuardian(Ljava/lang/Class;JI)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 115
    :cond_resumed
    invoke-direct {p0, p1}, Lcom/tripslip/slips/SlipProvider;->resumed(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z

    move-result v2

    if-nez v2, :cond_write

    .line 116
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token is not valid"

    invoke-static {p1, p2}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 118
    :cond_write
    new-instance v2, Landroid/content/ContentValues;

    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V

    .line 119
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v4, "id"

    invoke-virtual {v2, v4, v3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 120
    const-string v3, "guardian"

    invoke-virtual {p2, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v2, v3, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 121
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p2

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p2

    const-string v3, "signer_uid"

    invoke-virtual {v2, v3, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 122
    iget-object p2, p0, Lcom/tripslip/slips/SlipProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v3, "slips"

    invoke-virtual {p2, v3, v2}, Lcom/tripslip/data/TripDb;->insert(Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v2

    .line 123
    invoke-direct {p0, p1, v0, v1}, Lcom/tripslip/slips/SlipProvider;->notifyOffice(Lcom/clawseed/cetp/sdk/CetpProviderRequest;J)V

    .line 124
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    const-string p2, "signature_id"

    invoke-virtual {p1, p2, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6

    .line 75
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v0

    .line 76
    invoke-virtual {p0}, Lcom/tripslip/slips/SlipProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    sget-object v2, Lcom/tripslip/slips/SlipProvider;->SCHOOL_CERT:[B

    const/4 v3, 0x1

    invoke-virtual {v1, v0, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    if-nez v0, :cond_scopes

    .line 77
    const-string p1, "not a school app"

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1

    .line 79
    :cond_scopes
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object p1

    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object p1

    :goto_loop
    invoke-interface {p1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_allow

    invoke-interface {p1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    .line 80
    const-string v1, "slips."

    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v1

    if-nez v1, :cond_next

    .line 81
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "scope "

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string v0, " is not granted"

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1

    .line 83
    :cond_next
    goto :goto_loop

    .line 84
    :cond_allow
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7

    .line 89
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    .line 91
    :try_start_0
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    const/4 v2, -0x1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v3

    sparse-switch v3, :sswitch_data_0

    goto :goto_index

    :sswitch_status
    const-string v3, "slip_status"

    invoke-virtual {v1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_index

    const/4 v2, 0x0

    goto :goto_index

    :sswitch_sign
    const-string v3, "sign_slip"

    invoke-virtual {v1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_index

    const/4 v2, 0x1

    goto :goto_index

    :sswitch_revoke
    const-string v3, "revoke_slip"

    invoke-virtual {v1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_index

    const/4 v2, 0x2

    goto :goto_index

    :sswitch_export
    const-string v3, "export_roster"

    invoke-virtual {v1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :goto_index

    const/4 v2, 0x3

    :goto_index
    packed-switch v2, :pswitch_data_0

    .line 102
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 100
    :pswitch_3
    const-string p1, "trip_id"

    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-direct {p0, v0, v1}, Lcom/tripslip/slips/SlipProvider;->exportRoster(J)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 98
    :pswitch_2
    invoke-direct {p0, p1, v0}, Lcom/tripslip/slips/SlipProvider;->revoke(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 96
    :pswitch_1
    invoke-direct {p0, p1, v0}, Lcom/tripslip/slips/SlipProvider;->sign(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 93
    :pswitch_0
    iget-object p1, p0, Lcom/tripslip/slips/SlipProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v1, "SELECT id, student, guardian FROM slips WHERE id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    .line 94
    const-string v3, "slip_id"

    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v3

    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v0

    const/4 v3, 0x0

    aput-object v0, v2, v3

    .line 93
    invoke-virtual {p1, v1, v2}, Lcom/tripslip/data/TripDb;->row(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    :catch_0
    move-exception p1

    .line 105
    const-string v0, "SlipProvider"

    const-string v1, "reply"

    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 106
    const-string p1, "INTERNAL_ERROR"

    const-string v0, "could not build the reply"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x5f75042f -> :sswitch_status
        -0x20fc48a7 -> :sswitch_revoke
        0x3fe0d282 -> :sswitch_sign
        0x47a9c576 -> :sswitch_export
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 70
    iget-object v0, p0, Lcom/tripslip/slips/SlipProvider;->ledger:Lcom/tripslip/slips/SlipLedger;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation

    .line 57
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "slip_status"

    const-string v4, "Slip status"

    .line 58
    const-string v5, "slips.read"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "sign_slip"

    const-string v4, "Sign a permission slip"

    .line 60
    const-string v5, "slips.write"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "revoke_slip"

    const-string v4, "Revoke a signed slip"

    .line 62
    const-string v5, "slips.write"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "export_roster"

    const-string v4, "Export the trip roster"

    .line 64
    const-string v5, "slips.read"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x3

    aput-object v2, v0, v1

    .line 57
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 4

    .line 49
    new-instance v0, Lcom/tripslip/data/TripDb;

    invoke-virtual {p0}, Lcom/tripslip/slips/SlipProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/tripslip/data/TripDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/tripslip/slips/SlipProvider;->db:Lcom/tripslip/data/TripDb;

    .line 50
    new-instance v0, Lcom/tripslip/slips/SlipLedger;

    iget-object v1, p0, Lcom/tripslip/slips/SlipProvider;->db:Lcom/tripslip/data/TripDb;

    invoke-direct {v0, v1}, Lcom/tripslip/slips/SlipLedger;-><init>(Lcom/tripslip/data/TripDb;)V

    iput-object v0, p0, Lcom/tripslip/slips/SlipProvider;->ledger:Lcom/tripslip/slips/SlipLedger;

    .line 51
    invoke-virtual {p0}, Lcom/tripslip/slips/SlipProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "slips"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    iput-object v0, p0, Lcom/tripslip/slips/SlipProvider;->prefs:Landroid/content/SharedPreferences;

    .line 52
    const/4 v0, 0x1

    return v0
.end method
