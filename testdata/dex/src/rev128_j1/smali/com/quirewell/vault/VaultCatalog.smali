.class public final Lcom/quirewell/vault/VaultCatalog;
.super Ljava/lang/Object;
.source "VaultCatalog.java"

# interfaces
.implements Lcom/quirewell/cetp/ToolCatalog;


# static fields
.field private static final INFO:Ljava/lang/String; = "{\"provider_name\":\"Quirewell Vault\",\"description\":\"List, rename, export and shred the files in your encrypted Quirewell vault\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"vault.read\",\"title\":\"Read vault files\",\"description\":\"List and export vault files\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"vault.write\",\"title\":\"Change vault files\",\"description\":\"Rename and shred vault files\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

.field private static final TOOLS:Ljava/lang/String; = "[{\"name\":\"list_files\",\"title\":\"List vault files\",\"description\":\"The files of one vault folder\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\",\"maxLength\":500}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"files\":{\"type\":\"array\"}},\"required\":[\"files\"]},\"scopes\":[\"vault.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"rename_file\",\"title\":\"Rename a vault file\",\"description\":\"Give a vault file a new name; the user confirms\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"},\"new_name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},\"required\":[\"file_id\",\"new_name\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"}},\"required\":[\"file_id\",\"name\"]},\"scopes\":[\"vault.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync\"}},{\"name\":\"export_file\",\"title\":\"Export a vault file\",\"description\":\"The decrypted content of a vault file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"}},\"required\":[\"file_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"string\",\"contentEncoding\":\"base64\"},\"scopes\":[\"vault.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"shred_file\",\"title\":\"Shred a vault file\",\"description\":\"Overwrite and delete a vault file; approved on Quirewell Key\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"}},\"required\":[\"file_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"},\"shredded\":{\"type\":\"boolean\"}},\"required\":[\"file_id\",\"shredded\"]},\"scopes\":[\"vault.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 60
    return-void
.end method

.method static synthetic lambda$populate$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 10

    .line 73
    sget-object v2, Lcom/quirewell/vault/VaultTools;->COLUMNS:[Ljava/lang/String;

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    move-object v0, p0

    const-string v1, "files"

    const-string v3, "folder = ? AND deleted = 0"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "name"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$populate$1(Lcom/quirewell/cetp/Invocation;)Ljava/lang/String;
    .registers 4

    .line 75
    invoke-virtual {p0}, Lcom/quirewell/cetp/Invocation;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "folder"

    const-string v2, "/"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$populate$2(Ljava/util/function/Function;Lcom/quirewell/cetp/Invocation;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 77
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    invoke-interface {p0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    const-string v2, "files"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/quirewell/cetp/Replies;->success(Lcom/quirewell/cetp/Invocation;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public populate(Lcom/quirewell/cetp/ToolRegistry;Lcom/quirewell/cetp/ToolHost;)V
    .registers 14
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;,
            Ljava/lang/ReflectiveOperationException;
        }
    .end annotation

    .line 69
    const-string v1, "vault-4"

    const-string v2, "[{\"name\":\"list_files\",\"title\":\"List vault files\",\"description\":\"The files of one vault folder\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\",\"maxLength\":500}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"files\":{\"type\":\"array\"}},\"required\":[\"files\"]},\"scopes\":[\"vault.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"rename_file\",\"title\":\"Rename a vault file\",\"description\":\"Give a vault file a new name; the user confirms\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"},\"new_name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},\"required\":[\"file_id\",\"new_name\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"}},\"required\":[\"file_id\",\"name\"]},\"scopes\":[\"vault.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"provider_policy\",\"execution\":\"sync\"}},{\"name\":\"export_file\",\"title\":\"Export a vault file\",\"description\":\"The decrypted content of a vault file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"}},\"required\":[\"file_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"string\",\"contentEncoding\":\"base64\"},\"scopes\":[\"vault.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},{\"name\":\"shred_file\",\"title\":\"Shred a vault file\",\"description\":\"Overwrite and delete a vault file; approved on Quirewell Key\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"}},\"required\":[\"file_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"},\"shredded\":{\"type\":\"boolean\"}},\"required\":[\"file_id\",\"shredded\"]},\"scopes\":[\"vault.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]"

    invoke-virtual {p1, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->describe(Ljava/lang/String;Ljava/lang/String;)V

    .line 70
    invoke-interface {p2}, Lcom/quirewell/cetp/ToolHost;->database()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v5

    .line 73
    new-instance v6, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda0;

    invoke-direct {v6, v5}, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda0;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V

    .line 75
    new-instance v7, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda1;

    invoke-direct {v7}, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda1;-><init>()V

    .line 76
    new-instance v1, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda2;-><init>()V

    invoke-interface {v6, v1}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v0

    invoke-interface {v0, v7}, Ljava/util/function/Function;->compose(Ljava/util/function/Function;)Ljava/util/function/Function;

    move-result-object v8

    .line 77
    new-instance v2, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda3;

    invoke-direct {v2, v8}, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda3;-><init>(Ljava/util/function/Function;)V

    const-string v1, "list_files"

    invoke-virtual {p1, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->add(Ljava/lang/String;Lcom/quirewell/cetp/Tool;)V

    .line 80
    new-instance v9, Lcom/quirewell/vault/VaultTools;

    invoke-direct {v9, p2}, Lcom/quirewell/vault/VaultTools;-><init>(Lcom/quirewell/cetp/ToolHost;)V

    .line 81
    invoke-virtual {p1, v9, p2}, Lcom/quirewell/cetp/ToolRegistry;->scan(Ljava/lang/Object;Lcom/quirewell/cetp/ToolHost;)I

    .line 82
    invoke-static {}, Ljava/lang/invoke/MethodHandles;->lookup()Ljava/lang/invoke/MethodHandles$Lookup;

    move-result-object v0

    .line 83
    const-class v3, Landroid/os/Bundle;

    const-class v4, Lcom/quirewell/cetp/Invocation;

    invoke-static {v3, v4}, Ljava/lang/invoke/MethodType;->methodType(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/invoke/MethodType;

    move-result-object v3

    .line 82
    const-class v1, Lcom/quirewell/vault/VaultTools;

    const-string v2, "exportFile"

    invoke-virtual {v0, v1, v2, v3}, Ljava/lang/invoke/MethodHandles$Lookup;->findVirtual(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;

    move-result-object v10

    .line 84
    new-instance v2, Lcom/quirewell/cetp/HandleTool;

    invoke-virtual {v10, v9}, Ljava/lang/invoke/MethodHandle;->bindTo(Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;

    move-result-object v4

    invoke-direct {v2, v4}, Lcom/quirewell/cetp/HandleTool;-><init>(Ljava/lang/invoke/MethodHandle;)V

    const-string v1, "export_file"

    invoke-virtual {p1, v1, v2}, Lcom/quirewell/cetp/ToolRegistry;->add(Ljava/lang/String;Lcom/quirewell/cetp/Tool;)V

    .line 87
    const-string v1, "vault"

    invoke-virtual {p1, v1, p2}, Lcom/quirewell/cetp/ToolRegistry;->loadPlugins(Ljava/lang/String;Lcom/quirewell/cetp/ToolHost;)I

    .line 88
    return-void
.end method

.method public providerInfo()Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 64
    new-instance v0, Lorg/json/JSONObject;

    const-string v1, "{\"provider_name\":\"Quirewell Vault\",\"description\":\"List, rename, export and shred the files in your encrypted Quirewell vault\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\"scopes\":[{\"name\":\"vault.read\",\"title\":\"Read vault files\",\"description\":\"List and export vault files\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"vault.write\",\"title\":\"Change vault files\",\"description\":\"Rename and shred vault files\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method
