.class public abstract Lcom/fieldnote/birding/cetp/BaseToolProvider;
.super Landroid/content/ContentProvider;
.source "BaseToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "FieldnoteTools"


# instance fields
.field private grants:Lcom/fieldnote/birding/data/BirdingDb$Grants;

.field ledger:Lcom/fieldnote/birding/data/Repo;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/fieldnote/birding/data/Repo<",
            "Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field final registry:Lcom/fieldnote/birding/cetp/Registry;

.field private final sessions:Lcom/fieldnote/birding/data/Repo;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/fieldnote/birding/data/Repo<",
            "Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 20
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 40
    new-instance v0, Lcom/fieldnote/birding/cetp/Registry;

    invoke-direct {v0}, Lcom/fieldnote/birding/cetp/Registry;-><init>()V

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->registry:Lcom/fieldnote/birding/cetp/Registry;

    .line 41
    new-instance v0, Lcom/fieldnote/birding/cetp/BaseToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/fieldnote/birding/cetp/BaseToolProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-static {v0}, Lcom/fieldnote/birding/data/Repo;->inMemory(Ljava/util/function/Function;)Lcom/fieldnote/birding/data/Repo;

    move-result-object v0

    iput-object v0, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->sessions:Lcom/fieldnote/birding/data/Repo;

    return-void
.end method

.method protected static anyMatch([Ljava/lang/Object;Ljava/util/function/Predicate;)Z
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">([TT;",
            "Ljava/util/function/Predicate<",
            "-TT;>;)Z"
        }
    .end annotation

    .line 148
    move-object v1, p0

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 149
    invoke-interface {p1, v4}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 150
    const/4 v0, 0x1

    return v0

    .line 148
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 153
    :cond_1
    const/4 v0, 0x0

    return v0
.end method

.method static synthetic lambda$new$0(Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;)Ljava/lang/String;
    .registers 2

    .line 41
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->token:Ljava/lang/String;

    return-object v0
.end method

.method protected static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 93
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 94
    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 93
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 72
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    .line 73
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v3

    .line 74
    invoke-static {p1, p3}, Lcom/fieldnote/birding/cetp/Command;->parse(Ljava/lang/String;Landroid/os/Bundle;)Lcom/fieldnote/birding/cetp/Command;

    move-result-object v0

    invoke-virtual {p0, v2, v3}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->exchange(ILjava/lang/String;)Lcom/fieldnote/birding/cetp/Exchange;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/cetp/Command;->accept(Lcom/fieldnote/birding/cetp/Command$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 8

    .line 175
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "delete refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "FieldnoteTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 176
    const/4 v0, 0x0

    return v0
.end method

.method protected abstract description()Ljava/lang/String;
.end method

.method protected exchange(ILjava/lang/String;)Lcom/fieldnote/birding/cetp/Exchange;
    .registers 4

    .line 79
    new-instance v0, Lcom/fieldnote/birding/cetp/Exchange;

    invoke-direct {v0, p0, p1, p2}, Lcom/fieldnote/birding/cetp/Exchange;-><init>(Lcom/fieldnote/birding/cetp/BaseToolProvider;ILjava/lang/String;)V

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 164
    const/4 v0, 0x0

    return-object v0
.end method

.method protected granted(I[Ljava/lang/String;)Z
    .registers 6

    .line 123
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 124
    if-eqz v2, :cond_0

    array-length v0, v2

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 125
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 127
    :cond_1
    new-instance v1, Lcom/fieldnote/birding/cetp/BaseToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, p1, p2}, Lcom/fieldnote/birding/cetp/BaseToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/fieldnote/birding/cetp/BaseToolProvider;I[Ljava/lang/String;)V

    invoke-static {v2, v1}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->anyMatch([Ljava/lang/Object;Ljava/util/function/Predicate;)Z

    move-result v0

    return v0
.end method

.method protected final holdsAll(Ljava/lang/String;I[Ljava/lang/String;)Z
    .registers 18

    .line 132
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    .line 133
    const/4 v0, 0x0

    return v0

    .line 135
    :cond_0
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v6

    .line 136
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v7

    .line 137
    move-object/from16 v9, p3

    array-length v10, v9

    const/4 v11, 0x0

    :goto_0
    if-ge v11, v10, :cond_3

    aget-object v12, v9, v11

    .line 138
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->grants:Lcom/fieldnote/birding/data/BirdingDb$Grants;

    move-object v1, p1

    move/from16 v2, p2

    move-object v3, v12

    move-wide v4, v7

    invoke-virtual/range {v0 .. v5}, Lcom/fieldnote/birding/data/BirdingDb$Grants;->find(Ljava/lang/String;ILjava/lang/String;J)Lcom/fieldnote/birding/data/BirdingDb$Grant;

    move-result-object v13

    .line 139
    if-eqz v13, :cond_1

    iget-object v2, v13, Lcom/fieldnote/birding/data/BirdingDb$Grant;->certSha256:Ljava/lang/String;

    invoke-static {v2}, Lcom/fieldnote/birding/cetp/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v6, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-nez v0, :cond_2

    .line 141
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 137
    :cond_2
    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 144
    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method info()Lorg/json/JSONObject;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 83
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 84
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->providerId()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 85
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->providerName()Ljava/lang/String;

    move-result-object v2

    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 86
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->description()Ljava/lang/String;

    move-result-object v2

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 87
    const-string v1, "schema_dialect"

    const-string v2, "https://json-schema.org/draft/2020-12/schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 88
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->scopes()Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 83
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 7

    .line 169
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "insert refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "FieldnoteTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 170
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$granted$1$com-fieldnote-birding-cetp-BaseToolProvider(I[Ljava/lang/String;Ljava/lang/String;)Z
    .registers 5

    .line 127
    invoke-virtual {p0, p3, p1, p2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->holdsAll(Ljava/lang/String;I[Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public onCreate()Z
    .registers 4

    .line 63
    invoke-virtual {p0}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lcom/fieldnote/birding/data/BirdingDb;->get(Landroid/content/Context;)Lcom/fieldnote/birding/data/BirdingDb;

    move-result-object v2

    .line 64
    new-instance v1, Lcom/fieldnote/birding/data/BirdingDb$Grants;

    invoke-direct {v1, v2}, Lcom/fieldnote/birding/data/BirdingDb$Grants;-><init>(Landroid/database/sqlite/SQLiteOpenHelper;)V

    iput-object v1, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->grants:Lcom/fieldnote/birding/data/BirdingDb$Grants;

    .line 65
    invoke-virtual {p0, v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->openLedger(Lcom/fieldnote/birding/data/BirdingDb;)Lcom/fieldnote/birding/data/Repo;

    move-result-object v1

    iput-object v1, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->ledger:Lcom/fieldnote/birding/data/Repo;

    .line 66
    iget-object v1, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->registry:Lcom/fieldnote/birding/cetp/Registry;

    invoke-virtual {p0, v1, v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->register(Lcom/fieldnote/birding/cetp/Registry;Lcom/fieldnote/birding/data/BirdingDb;)V

    .line 67
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract openLedger(Lcom/fieldnote/birding/data/BirdingDb;)Lcom/fieldnote/birding/data/Repo;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/fieldnote/birding/data/BirdingDb;",
            ")",
            "Lcom/fieldnote/birding/data/Repo<",
            "Lcom/fieldnote/birding/data/BirdingDb$LedgerEntry;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end method

.method protected openSession(Ljava/lang/String;IJ)Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;
    .registers 7

    .line 99
    new-instance v1, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;

    invoke-direct {v1, p1, p2, p3, p4}, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;-><init>(Ljava/lang/String;IJ)V

    .line 100
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->sessions:Lcom/fieldnote/birding/data/Repo;

    invoke-virtual {v0, v1}, Lcom/fieldnote/birding/data/Repo;->save(Ljava/lang/Object;)Ljava/lang/Object;

    .line 101
    return-object v1
.end method

.method public abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerName()Ljava/lang/String;
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 10

    .line 158
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "query refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "FieldnoteTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 159
    const/4 v0, 0x0

    return-object v0
.end method

.method protected abstract register(Lcom/fieldnote/birding/cetp/Registry;Lcom/fieldnote/birding/data/BirdingDb;)V
.end method

.method protected abstract revision()Ljava/lang/String;
.end method

.method protected abstract scopes()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method protected session(Ljava/lang/String;I)Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;
    .registers 7

    .line 106
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->sessions:Lcom/fieldnote/birding/data/Repo;

    invoke-virtual {v0, p1}, Lcom/fieldnote/birding/data/Repo;->findById(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;

    move-object v3, v0

    .line 107
    if-eqz v3, :cond_0

    iget v0, v3, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->uid:I

    if-eq v0, p2, :cond_1

    .line 108
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 110
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v3, v1, v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider$Session;->expired(J)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 111
    iget-object v0, p0, Lcom/fieldnote/birding/cetp/BaseToolProvider;->sessions:Lcom/fieldnote/birding/data/Repo;

    invoke-virtual {v0, p1}, Lcom/fieldnote/birding/data/Repo;->deleteById(Ljava/lang/Object;)Z

    .line 112
    const/4 v0, 0x0

    return-object v0

    .line 114
    :cond_2
    return-object v3
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 9

    .line 181
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "update refused for uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "FieldnoteTools"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 182
    const/4 v0, 0x0

    return v0
.end method
