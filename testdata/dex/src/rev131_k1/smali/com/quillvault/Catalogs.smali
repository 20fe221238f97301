.class public final Lcom/quillvault/Catalogs;
.super Ljava/lang/Object;
.source "Catalogs.kt"

# static fields
.field public static final INSTANCE:Lcom/quillvault/Catalogs;
.field private static final archive:Lcom/quillvault/Catalog;
.field private static final notes:Lcom/quillvault/Catalog;


# direct methods
.method static constructor <clinit>()V
    .registers 19
    new-instance v0, Lcom/quillvault/Catalogs;
    invoke-direct {v0}, Lcom/quillvault/Catalogs;-><init>()V
    sput-object v0, Lcom/quillvault/Catalogs;->INSTANCE:Lcom/quillvault/Catalogs;
    .line 61
    new-instance v0, Lcom/quillvault/Catalog;
    .line 63
    new-instance v6, Lorg/json/JSONArray;
    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V
    const-string v7, "notes.read"
    const-string v8, "Read your notes"
    const-string v9, "read"
    invoke-static {v7, v8, v9}, Lcom/quillvault/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v7, "notes.write"
    const-string v8, "Write and delete notes"
    const-string v9, "write"
    invoke-static {v7, v8, v9}, Lcom/quillvault/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v8, "put(...)"
    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 65
    const/4 v7, 0x5
    new-array v7, v7, [Lkotlin/Pair;
    move-object/from16 v18, v7
    const-string v10, "list_notes"
    const-string v11, "Titles and tags of the notebook's notes"
    const-string v12, "{\"type\":\"object\",\"additionalProperties\":false}"
    const-string v13, "notes.read"
    const-string v14, "read"
    const-string v15, "low"
    const-string v16, "never"
    const/16 v17, 0x0
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "list_notes"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x0
    aput-object v9, v18, v8
    .line 66
    const-string v10, "search_notes"
    const-string v11, "Notes carrying one tag"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"tag\":{\"type\":\"string\",\"maxLength\":40}},\"required\":[\"tag\"],\"additionalProperties\":false}"
    const-string v13, "notes.read"
    const-string v14, "read"
    const-string v15, "low"
    const-string v16, "never"
    const/16 v17, 0x0
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "search_notes"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x1
    aput-object v9, v18, v8
    .line 67
    const-string v10, "recent_notes"
    const-string v11, "The twenty newest notes"
    const-string v12, "{\"type\":\"object\",\"additionalProperties\":false}"
    const-string v13, "notes.read"
    const-string v14, "read"
    const-string v15, "low"
    const-string v16, "never"
    const/16 v17, 0x0
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "recent_notes"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x2
    aput-object v9, v18, v8
    .line 68
    const-string v10, "create_note"
    const-string v11, "Adds a note"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"},\"body\":{\"type\":\"string\"},\"tag\":{\"type\":\"string\"}},\"required\":[\"title\"],\"additionalProperties\":false}"
    const-string v13, "notes.write"
    const-string v14, "create"
    const-string v15, "medium"
    const-string v16, "provider_policy"
    const/16 v17, 0x0
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "create_note"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x3
    aput-object v9, v18, v8
    .line 69
    const-string v10, "delete_note"
    const-string v11, "Deletes one note"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"],\"additionalProperties\":false}"
    const-string v13, "notes.write"
    const-string v14, "delete"
    const-string v15, "high"
    const-string v16, "always"
    const/16 v17, 0x1
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "delete_note"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x4
    aput-object v9, v18, v8
    .line 64
    move-object/from16 v7, v18
    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v7
    .line 61
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.quillvault.notes"
    const-string v2, "Quillvault Notes"
    const-string v3, "The user's notebook"
    const-string v4, "notes-3"
    invoke-direct/range {v0 .. v6}, Lcom/quillvault/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/Map;)V
    sput-object v0, Lcom/quillvault/Catalogs;->notes:Lcom/quillvault/Catalog;
    .line 73
    new-instance v0, Lcom/quillvault/Catalog;
    .line 75
    new-instance v6, Lorg/json/JSONArray;
    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V
    const-string v7, "archive.read"
    const-string v8, "Read your archive"
    const-string v9, "read"
    invoke-static {v7, v8, v9}, Lcom/quillvault/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v7, "archive.write"
    const-string v8, "Change your archive"
    const-string v9, "write"
    invoke-static {v7, v8, v9}, Lcom/quillvault/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v7
    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    move-result-object v6
    const-string v8, "put(...)"
    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 77
    const/4 v7, 0x5
    new-array v7, v7, [Lkotlin/Pair;
    move-object/from16 v18, v7
    const-string v10, "list_archive"
    const-string v11, "Archived notes of one year"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"year\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}$\"}},\"required\":[\"year\"],\"additionalProperties\":false}"
    const-string v13, "archive.read"
    const-string v14, "read"
    const-string v15, "low"
    const-string v16, "never"
    const/16 v17, 0x0
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "list_archive"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x0
    aput-object v9, v18, v8
    .line 78
    const-string v10, "browse_archive"
    const-string v11, "The fifty newest archived notes"
    const-string v12, "{\"type\":\"object\",\"additionalProperties\":false}"
    const-string v13, "archive.read"
    const-string v14, "read"
    const-string v15, "low"
    const-string v16, "never"
    const/16 v17, 0x0
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "browse_archive"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x1
    aput-object v9, v18, v8
    .line 79
    const-string v10, "archive_note"
    const-string v11, "Moves a note into the archive"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"],\"additionalProperties\":false}"
    const-string v13, "archive.write"
    const-string v14, "update"
    const-string v15, "medium"
    const-string v16, "provider_policy"
    const/16 v17, 0x0
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "archive_note"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x2
    aput-object v9, v18, v8
    .line 80
    const-string v10, "restore_note"
    const-string v11, "Brings an archived note back"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"}},\"required\":[\"id\"],\"additionalProperties\":false}"
    const-string v13, "archive.write"
    const-string v14, "update"
    const-string v15, "high"
    const-string v16, "always"
    const/16 v17, 0x1
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "restore_note"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x3
    aput-object v9, v18, v8
    .line 81
    const-string v10, "purge_archive"
    const-string v11, "Deletes the archived notes of one year"
    const-string v12, "{\"type\":\"object\",\"properties\":{\"year\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}$\"}},\"required\":[\"year\"],\"additionalProperties\":false}"
    const-string v13, "archive.write"
    const-string v14, "delete"
    const-string v15, "high"
    const-string v16, "always"
    const/16 v17, 0x1
    invoke-static/range {v10 .. v17}, Lcom/quillvault/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Lorg/json/JSONObject;
    move-result-object v10
    const-string v9, "purge_archive"
    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v9
    const/4 v8, 0x4
    aput-object v9, v18, v8
    .line 76
    move-object/from16 v7, v18
    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v7
    .line 73
    move-object v5, v6
    move-object v6, v7
    const-string v1, "com.quillvault.archive"
    const-string v2, "Quillvault Archive"
    const-string v3, "Old notes the user archived"
    const-string v4, "archive-2"
    invoke-direct/range {v0 .. v6}, Lcom/quillvault/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/Map;)V
    sput-object v0, Lcom/quillvault/Catalogs;->archive:Lcom/quillvault/Catalog;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final getArchive()Lcom/quillvault/Catalog;
    .registers 2
    .line 73
    sget-object v0, Lcom/quillvault/Catalogs;->archive:Lcom/quillvault/Catalog;
    return-object v0
.end method

.method public final getNotes()Lcom/quillvault/Catalog;
    .registers 2
    .line 61
    sget-object v0, Lcom/quillvault/Catalogs;->notes:Lcom/quillvault/Catalog;
    return-object v0
.end method
