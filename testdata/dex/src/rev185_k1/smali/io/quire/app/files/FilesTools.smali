.class public final Lio/quire/app/files/FilesTools;
.super Ljava/lang/Object;
.source "FilesTools.kt"


# static fields
.field private static final CATALOG:Lio/quire/app/core/Catalog;

.field public static final INSTANCE:Lio/quire/app/files/FilesTools;

.field private static final PATH_ARG:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"path\":{\"type\":\"string\",\"maxLength\":240}},\"required\":[\"path\"],\"additionalProperties\":false}"

.field private static final PATH_LIST:Ljava/lang/String; = "{\"type\":\"object\",\"properties\":{\"paths\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"paths\"]}"

.field private static final SCOPES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 19

    new-instance v0, Lio/quire/app/files/FilesTools;

    invoke-direct {v0}, Lio/quire/app/files/FilesTools;-><init>()V

    sput-object v0, Lio/quire/app/files/FilesTools;->INSTANCE:Lio/quire/app/files/FilesTools;

    .line 10
    const/4 v0, 0x3

    new-array v0, v0, [Lio/quire/app/core/Scope;

    move-object/from16 v18, v0

    new-instance v2, Lio/quire/app/core/Scope;

    const-string v4, "files.read"

    const-string v5, "See and open your loose attachments"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quire/app/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v18, v1

    .line 11
    new-instance v2, Lio/quire/app/core/Scope;

    const-string v4, "files.write"

    const-string v5, "Add and remove loose attachments"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quire/app/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v18, v1

    .line 12
    new-instance v2, Lio/quire/app/core/Scope;

    const-string v4, "files.share"

    const-string v5, "Share attachments into Quire Vault"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct {v2, v4, v5, v6, v7}, Lio/quire/app/core/Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v18, v1

    .line 9
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lio/quire/app/files/FilesTools;->SCOPES:Ljava/util/List;

    .line 18
    new-instance v0, Lio/quire/app/core/Catalog;

    .line 21
    const/4 v3, 0x6

    new-array v3, v3, [Lio/quire/app/core/ToolSpec;

    move-object/from16 v18, v3

    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 22
    const-string v7, "list_attachments"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 24
    const-string v12, "files.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 21
    move-object v6, v7

    move-object v11, v12

    const-string v7, "List attachments"

    const-string v8, "List up to 200 loose attachments by path."

    const-string v9, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"paths\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"paths\"]}"

    const-string v12, "read"

    const-string v13, "low"

    const-string v14, "never"

    const/4 v15, 0x0

    const/16 v16, 0x1

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x0

    aput-object v5, v18, v4

    .line 26
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 27
    const-string v7, "list_shared"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 31
    const-string v12, "files.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 26
    move-object v6, v7

    move-object v11, v12

    const-string v7, "List attachments shared with an app"

    const-string v8, "List the attachments the user shared with the app whose package is given."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"package_name\":{\"type\":\"string\",\"pattern\":\"^[a-zA-Z0-9_.]{1,200}$\"}},\"required\":[\"package_name\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"paths\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}},\"required\":[\"paths\"]}"

    const-string v12, "read"

    const-string v13, "low"

    const-string v14, "never"

    const/4 v15, 0x0

    const/16 v16, 0x1

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x1

    aput-object v5, v18, v4

    .line 33
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 34
    const-string v7, "read_attachment"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 36
    const-string v12, "files.read"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 33
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Read an attachment"

    const-string v8, "Return one attachment as a file result."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"path\":{\"type\":\"string\",\"maxLength\":240}},\"required\":[\"path\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\"}"

    const-string v12, "read"

    const-string v13, "low"

    const-string v14, "never"

    const/4 v15, 0x0

    const/16 v16, 0x1

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x2

    aput-object v5, v18, v4

    .line 38
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 39
    const-string v7, "import_attachment"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 43
    const-string v12, "files.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 38
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Import an attachment"

    const-string v8, "Store a file, given as base64, among the loose attachments."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,79}$\"},\"content_base64\":{\"type\":\"string\",\"maxLength\":60000}},\"required\":[\"file_name\",\"content_base64\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"path\":{\"type\":\"string\"},\"size_bytes\":{\"type\":\"integer\"}},\"required\":[\"path\"]}"

    const-string v12, "create"

    const-string v13, "moderate"

    const-string v14, "provider_policy"

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x3

    aput-object v5, v18, v4

    .line 45
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 46
    const-string v7, "delete_attachment"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 49
    const-string v12, "files.write"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 45
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Delete an attachment"

    const-string v8, "Delete one loose attachment."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"path\":{\"type\":\"string\",\"maxLength\":240}},\"required\":[\"path\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":[\"deleted\"]}"

    const-string v12, "delete"

    const-string v13, "moderate"

    const-string v14, "always"

    const/4 v15, 0x1

    const/16 v16, 0x0

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x4

    aput-object v5, v18, v4

    .line 51
    new-instance v5, Lio/quire/app/core/ToolSpec;

    .line 52
    const-string v7, "share_attachment"

    invoke-static {v7}, Lio/quire/app/core/ToolName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 55
    const-string v12, "files.share"

    invoke-static {v12}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v12

    .line 51
    move-object v6, v7

    move-object v11, v12

    const-string v7, "Share into Quire Vault"

    const-string v8, "Share one attachment into the user\'s Quire Vault."

    const-string v9, "{\"type\":\"object\",\"properties\":{\"path\":{\"type\":\"string\",\"maxLength\":240}},\"required\":[\"path\"],\"additionalProperties\":false}"

    const-string v10, "{\"type\":\"object\",\"properties\":{\"shared\":{\"type\":\"boolean\"}},\"required\":[\"shared\"]}"

    const-string v12, "update"

    const-string v13, "high"

    const-string v14, "always"

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    invoke-direct/range {v5 .. v17}, Lio/quire/app/core/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZLkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v4, 0x5

    aput-object v5, v18, v4

    .line 20
    move-object/from16 v3, v18

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    .line 18
    const-string v2, "files-12"

    invoke-direct {v0, v2, v3}, Lio/quire/app/core/Catalog;-><init>(Ljava/lang/String;Ljava/util/List;)V

    sput-object v0, Lio/quire/app/files/FilesTools;->CATALOG:Lio/quire/app/core/Catalog;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getCATALOG()Lio/quire/app/core/Catalog;
    .registers 2

    .line 18
    sget-object v0, Lio/quire/app/files/FilesTools;->CATALOG:Lio/quire/app/core/Catalog;

    return-object v0
.end method

.method public final getSCOPES()Ljava/util/List;
    .registers 2

    .line 9
    sget-object v0, Lio/quire/app/files/FilesTools;->SCOPES:Ljava/util/List;

    return-object v0
.end method
