.class public final Lapp/quire/reader/cetp/ShelfTools;
.super Ljava/lang/Object;
.source "ShelfTools.kt"


# static fields
.field public static final INSTANCE:Lapp/quire/reader/cetp/ShelfTools;

.field public static final REVISION:Ljava/lang/String; = "shelf-12"

.field private static final all:Ljava/util/List;

.field private static final bookId:Ljava/util/Map;

.field private static final byName:Ljava/util/Map;

.field private static final scopes:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 29

    new-instance v0, Lapp/quire/reader/cetp/ShelfTools;

    invoke-direct {v0}, Lapp/quire/reader/cetp/ShelfTools;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/ShelfTools;->INSTANCE:Lapp/quire/reader/cetp/ShelfTools;

    .line 8
    const/4 v0, 0x3

    new-array v0, v0, [Lapp/quire/reader/cetp/ScopeSpec;

    move-object/from16 v18, v0

    new-instance v2, Lapp/quire/reader/cetp/ScopeSpec;

    const-string v3, "shelf.read"

    const-string v4, "See your shelf"

    const-string v5, "Read books and highlights"

    const-string v6, "read"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/quire/reader/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x0

    aput-object v2, v18, v1

    .line 9
    new-instance v2, Lapp/quire/reader/cetp/ScopeSpec;

    const-string v3, "shelf.write"

    const-string v4, "Change your shelf"

    const-string v5, "Add and archive books, delete highlights"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/quire/reader/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x1

    aput-object v2, v18, v1

    .line 10
    new-instance v2, Lapp/quire/reader/cetp/ScopeSpec;

    const-string v3, "shelf.export"

    const-string v4, "Export your shelf"

    const-string v5, "Write a JSON export of books and highlights"

    const-string v6, "write"

    const-string v7, "personal"

    invoke-direct/range {v2 .. v7}, Lapp/quire/reader/cetp/ScopeSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v1, 0x2

    aput-object v2, v18, v1

    .line 7
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ShelfTools;->scopes:Ljava/util/List;

    .line 13
    const/4 v1, 0x1

    const v2, 0x7fffffff

    invoke-static {v1, v2}, Lapp/quire/reader/cetp/DescriptorsKt;->intProp(II)Lorg/json/JSONObject;

    move-result-object v1

    const-string v0, "book_id"

    invoke-static {v0, v1}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ShelfTools;->bookId:Ljava/util/Map;

    .line 16
    const/4 v0, 0x6

    new-array v0, v0, [Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 v18, v0

    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 21
    const/4 v7, 0x2

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v19, v7

    const-string v10, "string"

    invoke-static {v10}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v10

    new-instance v12, Lorg/json/JSONArray;

    invoke-static {}, Lapp/quire/reader/cetp/ShelfToolsKt;->getSTATUSES()Ljava/util/List;

    move-result-object v14

    check-cast v14, Ljava/util/Collection;

    invoke-direct {v12, v14}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v11, "enum"

    invoke-virtual {v10, v11, v12}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "status"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v19, v8

    const/4 v10, 0x1

    const/16 v11, 0x64

    invoke-static {v10, v11}, Lapp/quire/reader/cetp/DescriptorsKt;->intProp(II)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "limit"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v19, v8

    move-object/from16 v7, v19

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    .line 22
    const-string v8, "status"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 20
    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 24
    invoke-static {}, Lapp/quire/reader/cetp/DescriptorsKt;->arrayOfObjects()Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "books"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "books"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 25
    const-string v9, "shelf.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 26
    sget-object v10, Lapp/quire/reader/cetp/Effect;->READ:Lapp/quire/reader/cetp/Effect;

    .line 16
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "list_books"

    const-string v4, "List books"

    const-string v5, "Books on the shelf with the given status, newest first."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1b80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x0

    aput-object v2, v18, v1

    .line 29
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 33
    const/4 v7, 0x2

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v19, v7

    const/16 v10, 0x50

    invoke-static {v10}, Lapp/quire/reader/cetp/DescriptorsKt;->stringProp(I)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "text"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v19, v8

    const/4 v10, 0x1

    const/16 v11, 0x64

    invoke-static {v10, v11}, Lapp/quire/reader/cetp/DescriptorsKt;->intProp(II)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "limit"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v19, v8

    move-object/from16 v7, v19

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    const-string v8, "text"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 34
    invoke-static {}, Lapp/quire/reader/cetp/DescriptorsKt;->arrayOfObjects()Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "highlights"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "highlights"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 35
    const-string v9, "shelf.read"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 36
    sget-object v10, Lapp/quire/reader/cetp/Effect;->READ:Lapp/quire/reader/cetp/Effect;

    .line 29
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "search_highlights"

    const-string v4, "Search highlights"

    const-string v5, "Highlights whose quote contains the given text."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1b80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x1

    aput-object v2, v18, v1

    .line 39
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 44
    const/4 v7, 0x3

    new-array v7, v7, [Lkotlin/Pair;

    move-object/from16 v19, v7

    const/16 v10, 0xc8

    invoke-static {v10}, Lapp/quire/reader/cetp/DescriptorsKt;->stringProp(I)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "title"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v19, v8

    const/16 v10, 0x78

    invoke-static {v10}, Lapp/quire/reader/cetp/DescriptorsKt;->stringProp(I)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "author"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v19, v8

    const/4 v10, 0x1

    const/16 v11, 0x4e20

    invoke-static {v10, v11}, Lapp/quire/reader/cetp/DescriptorsKt;->intProp(II)Lorg/json/JSONObject;

    move-result-object v10

    const-string v9, "pages"

    invoke-static {v9, v10}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v19, v8

    move-object/from16 v7, v19

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v7

    .line 45
    const/4 v8, 0x3

    new-array v8, v8, [Ljava/lang/String;

    move-object/from16 v19, v8

    const-string v10, "title"

    const/4 v9, 0x0

    aput-object v10, v19, v9

    const-string v10, "author"

    const/4 v9, 0x1

    aput-object v10, v19, v9

    const-string v10, "pages"

    const/4 v9, 0x2

    aput-object v10, v19, v9

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    .line 43
    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 47
    const-string v9, "integer"

    invoke-static {v9}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    const-string v8, "book_id"

    invoke-static {v8, v9}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v8

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const-string v9, "book_id"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 48
    const-string v9, "shelf.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 49
    sget-object v10, Lapp/quire/reader/cetp/Effect;->CREATE:Lapp/quire/reader/cetp/Effect;

    .line 39
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "add_book"

    const-string v4, "Add a book"

    const-string v5, "Puts a book on the reading shelf."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1f80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x2

    aput-object v2, v18, v1

    .line 51
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 55
    sget-object v7, Lapp/quire/reader/cetp/ShelfTools;->bookId:Ljava/util/Map;

    const-string v8, "book_id"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 56
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v19, v8

    const-string v11, "integer"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "book_id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v19, v9

    const-string v11, "string"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "status"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v19, v9

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v19, v9

    const-string v11, "book_id"

    const/4 v10, 0x0

    aput-object v11, v19, v10

    const-string v11, "status"

    const/4 v10, 0x1

    aput-object v11, v19, v10

    move-object/from16 v9, v19

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 57
    const-string v9, "shelf.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 58
    sget-object v10, Lapp/quire/reader/cetp/Effect;->UPDATE:Lapp/quire/reader/cetp/Effect;

    .line 51
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "archive_book"

    const-string v4, "Archive a book"

    const-string v5, "Moves a book off the reading shelf into the archive."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x1

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1b80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x3

    aput-object v2, v18, v1

    .line 61
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 65
    sget-object v7, Lapp/quire/reader/cetp/ShelfTools;->bookId:Ljava/util/Map;

    const-string v8, "book_id"

    invoke-static {v8}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 66
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v19, v8

    const-string v11, "integer"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "book_id"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v19, v9

    const-string v11, "integer"

    invoke-static {v11}, Lapp/quire/reader/cetp/DescriptorsKt;->prop(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "removed"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v19, v9

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v19, v9

    const-string v11, "book_id"

    const/4 v10, 0x0

    aput-object v11, v19, v10

    const-string v11, "removed"

    const/4 v10, 0x1

    aput-object v11, v19, v10

    move-object/from16 v9, v19

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 67
    const-string v9, "shelf.write"

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 68
    sget-object v10, Lapp/quire/reader/cetp/Effect;->DELETE:Lapp/quire/reader/cetp/Effect;

    .line 69
    sget-object v11, Lapp/quire/reader/cetp/Risk;->HIGH:Lapp/quire/reader/cetp/Risk;

    .line 70
    sget-object v12, Lapp/quire/reader/cetp/Confirmation;->ALWAYS:Lapp/quire/reader/cetp/Confirmation;

    .line 61
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    move-object v10, v11

    move-object v11, v12

    const-string v3, "delete_highlights"

    const-string v4, "Delete a book\'s highlights"

    const-string v5, "Deletes every highlight of one book, after the user approves it in Quire."

    const/4 v12, 0x1

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1c00

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x4

    aput-object v2, v18, v1

    .line 73
    new-instance v2, Lapp/quire/reader/cetp/ToolSpec;

    .line 77
    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v7

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v8

    invoke-static {v7, v8}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v7

    .line 78
    const/4 v8, 0x2

    new-array v8, v8, [Lkotlin/Pair;

    move-object/from16 v19, v8

    invoke-static {}, Lapp/quire/reader/cetp/DescriptorsKt;->arrayOfObjects()Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "books"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x0

    aput-object v10, v19, v9

    invoke-static {}, Lapp/quire/reader/cetp/DescriptorsKt;->arrayOfObjects()Lorg/json/JSONObject;

    move-result-object v11

    const-string v10, "highlights"

    invoke-static {v10, v11}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v19, v9

    move-object/from16 v8, v19

    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v8

    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v19, v9

    const-string v11, "books"

    const/4 v10, 0x0

    aput-object v11, v19, v10

    const-string v11, "highlights"

    const/4 v10, 0x1

    aput-object v11, v19, v10

    move-object/from16 v9, v19

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    invoke-static {v8, v9}, Lapp/quire/reader/cetp/DescriptorsKt;->objectSchema(Ljava/util/Map;Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v8

    .line 79
    const/4 v9, 0x2

    new-array v9, v9, [Ljava/lang/String;

    move-object/from16 v19, v9

    const-string v11, "shelf.read"

    const/4 v10, 0x0

    aput-object v11, v19, v10

    const-string v11, "shelf.export"

    const/4 v10, 0x1

    aput-object v11, v19, v10

    move-object/from16 v9, v19

    invoke-static {v9}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v9

    .line 80
    sget-object v10, Lapp/quire/reader/cetp/Effect;->CREATE:Lapp/quire/reader/cetp/Effect;

    .line 73
    move-object v6, v7

    move-object v7, v8

    move-object v8, v9

    move-object v9, v10

    const-string v3, "export_shelf"

    const-string v4, "Export the shelf"

    const-string v5, "Writes every book and highlight to a JSON export and returns it."

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    const/4 v13, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x1f80

    const/16 v17, 0x0

    invoke-direct/range {v2 .. v17}, Lapp/quire/reader/cetp/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Lorg/json/JSONObject;Ljava/util/List;Lapp/quire/reader/cetp/Effect;Lapp/quire/reader/cetp/Risk;Lapp/quire/reader/cetp/Confirmation;ZZZZILkotlin/jvm/internal/DefaultConstructorMarker;)V

    const/4 v1, 0x5

    aput-object v2, v18, v1

    .line 15
    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ShelfTools;->all:Ljava/util/List;

    .line 84
    sget-object v0, Lapp/quire/reader/cetp/ShelfTools;->INSTANCE:Lapp/quire/reader/cetp/ShelfTools;

    sget-object v18, Lapp/quire/reader/cetp/ShelfTools;->all:Ljava/util/List;

    check-cast v18, Ljava/lang/Iterable;

    const/16 v19, 0x0

    .line 89
    move-object/from16 v0, v18

    const/16 v1, 0xa

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v0

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapCapacity(I)I

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lkotlin/ranges/RangesKt;->coerceAtLeast(II)I

    move-result v20

    .line 90
    move-object/from16 v21, v18

    new-instance v0, Ljava/util/LinkedHashMap;

    move/from16 v2, v20

    invoke-direct {v0, v2}, Ljava/util/LinkedHashMap;-><init>(I)V

    check-cast v0, Ljava/util/Map;

    move-object/from16 v22, v0

    const/16 v23, 0x0

    .line 91
    move-object/from16 v0, v21

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v24

    :goto_0
    move-object/from16 v0, v24

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    move-object/from16 v0, v24

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v25

    .line 92
    move-object/from16 v1, v25

    check-cast v1, Lapp/quire/reader/cetp/ToolSpec;

    move-object/from16 v26, v1

    move-object/from16 v28, v22

    const/16 v27, 0x0

    .line 84
    move-object/from16 v0, v26

    invoke-virtual {v0}, Lapp/quire/reader/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v0

    .line 92
    move-object v1, v0

    move-object/from16 v0, v28

    move-object/from16 v2, v25

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 84
    :cond_0
    sput-object v22, Lapp/quire/reader/cetp/ShelfTools;->byName:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getAll()Ljava/util/List;
    .registers 2

    .line 15
    sget-object v0, Lapp/quire/reader/cetp/ShelfTools;->all:Ljava/util/List;

    return-object v0
.end method

.method public final getByName()Ljava/util/Map;
    .registers 2

    .line 84
    sget-object v0, Lapp/quire/reader/cetp/ShelfTools;->byName:Ljava/util/Map;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 7
    sget-object v0, Lapp/quire/reader/cetp/ShelfTools;->scopes:Ljava/util/List;

    return-object v0
.end method
