.class public final Lcom/fernhill/lend/Catalogs;
.super Ljava/lang/Object;
.source "Catalogs.kt"


# static fields
.field public static final INSTANCE:Lcom/fernhill/lend/Catalogs;

.field private static final holds:Lcom/fernhill/lend/Catalog;

.field private static final loans:Lcom/fernhill/lend/Catalog;


# direct methods
.method static constructor <clinit>()V
    .registers 19

    new-instance v0, Lcom/fernhill/lend/Catalogs;

    invoke-direct {v0}, Lcom/fernhill/lend/Catalogs;-><init>()V

    sput-object v0, Lcom/fernhill/lend/Catalogs;->INSTANCE:Lcom/fernhill/lend/Catalogs;

    .line 67
    new-instance v0, Lcom/fernhill/lend/Catalog;

    .line 69
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    const-string v7, "loans.read"

    const-string v8, "See your loans"

    const-string v9, "read"

    const-string v10, "personal"

    invoke-static {v7, v8, v9, v10}, Lcom/fernhill/lend/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    const-string v7, "loans.write"

    const-string v8, "Renew, export and report your loans"

    const-string v9, "write"

    const-string v10, "financial"

    invoke-static {v7, v8, v9, v10}, Lcom/fernhill/lend/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    const-string v8, "put(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    const/4 v7, 0x5

    new-array v7, v7, [Lorg/json/JSONObject;

    move-object/from16 v18, v7

    const-string v9, "list_loans"

    const-string v10, "The books the user has out, with due dates"

    const-string v11, "{\"type\":\"object\",\"additionalProperties\":false}"

    const-string v12, "loans.read"

    const-string v13, "read"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x60

    const/16 v17, 0x0

    invoke-static/range {v9 .. v17}, Lcom/fernhill/lend/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    .line 72
    const-string v9, "loan_details"

    const-string v10, "One loan: title, author, due date, renewals and replacement fee"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"loan_id\":{\"type\":\"string\"}},\"required\":[\"loan_id\"],\"additionalProperties\":false}"

    const-string v12, "loans.read"

    const-string v13, "read"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x60

    const/16 v17, 0x0

    invoke-static/range {v9 .. v17}, Lcom/fernhill/lend/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    .line 73
    const-string v9, "renew_loan"

    const-string v10, "Renews a loan for three more weeks"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"loan_id\":{\"type\":\"string\"}},\"required\":[\"loan_id\"],\"additionalProperties\":false}"

    const-string v12, "loans.write"

    const-string v13, "update"

    const-string v14, "moderate"

    const-string v15, "provider_policy"

    invoke-static/range {v9 .. v15}, Lcom/fernhill/lend/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v18, v8

    .line 74
    const-string v9, "export_reading_list"

    const-string v10, "Saves the current loans as a CSV file in Fernhill\'s export folder"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"file_name\":{\"type\":\"string\",\"maxLength\":64}},\"additionalProperties\":false}"

    const-string v12, "loans.write"

    const-string v13, "create"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x60

    const/16 v17, 0x0

    invoke-static/range {v9 .. v17}, Lcom/fernhill/lend/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x3

    aput-object v9, v18, v8

    .line 79
    const-string v9, "declare_lost"

    const-string v10, "Reports a loaned book as lost; the replacement fee is charged to the saved card"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"loan_id\":{\"type\":\"string\"}},\"required\":[\"loan_id\"],\"additionalProperties\":false}"

    const-string v12, "loans.write"

    const-string v13, "transaction"

    const-string v14, "high"

    const-string v15, "always"

    invoke-static/range {v9 .. v15}, Lcom/fernhill/lend/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x4

    aput-object v9, v18, v8

    .line 70
    move-object/from16 v7, v18

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    .line 67
    move-object v5, v6

    move-object v6, v7

    const-string v1, "com.fernhill.lend.loans"

    const-string v2, "Fernhill Loans"

    const-string v3, "The books the user has out from Fernhill Libraries"

    const-string v4, "loans-5"

    invoke-direct/range {v0 .. v6}, Lcom/fernhill/lend/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/List;)V

    sput-object v0, Lcom/fernhill/lend/Catalogs;->loans:Lcom/fernhill/lend/Catalog;

    .line 83
    new-instance v0, Lcom/fernhill/lend/Catalog;

    .line 85
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    const-string v7, "holds.read"

    const-string v8, "See your holds and fines"

    const-string v9, "read"

    const-string v10, "personal"

    invoke-static {v7, v8, v9, v10}, Lcom/fernhill/lend/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 86
    const-string v7, "holds.write"

    const-string v8, "Place holds and save receipts"

    const-string v9, "write"

    const-string v10, "personal"

    invoke-static {v7, v8, v9, v10}, Lcom/fernhill/lend/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 87
    const-string v7, "fines.pay"

    const-string v8, "Pay fines with your saved card"

    const-string v9, "write"

    const-string v10, "financial"

    invoke-static {v7, v8, v9, v10}, Lcom/fernhill/lend/CatalogsKt;->access$scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    const-string v8, "put(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 89
    const/4 v7, 0x5

    new-array v7, v7, [Lorg/json/JSONObject;

    move-object/from16 v18, v7

    const-string v9, "list_holds"

    const-string v10, "The user\'s holds with their queue positions"

    const-string v11, "{\"type\":\"object\",\"additionalProperties\":false}"

    const-string v12, "holds.read"

    const-string v13, "read"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x60

    const/16 v17, 0x0

    invoke-static/range {v9 .. v17}, Lcom/fernhill/lend/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x0

    aput-object v9, v18, v8

    .line 90
    const-string v9, "hold_status"

    const-string v10, "One hold: title, pickup branch, queue position and status"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"hold_id\":{\"type\":\"string\"}},\"required\":[\"hold_id\"],\"additionalProperties\":false}"

    const-string v12, "holds.read"

    const-string v13, "read"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x60

    const/16 v17, 0x0

    invoke-static/range {v9 .. v17}, Lcom/fernhill/lend/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v18, v8

    .line 91
    const-string v9, "place_hold"

    const-string v10, "Reserves a title for pickup at a branch"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"isbn\":{\"type\":\"string\",\"pattern\":\"^[0-9X]{10,13}$\"},\"branch\":{\"type\":\"string\",\"maxLength\":40}},\"required\":[\"isbn\"],\"additionalProperties\":false}"

    const-string v12, "holds.write"

    const-string v13, "create"

    const-string v14, "moderate"

    const-string v15, "provider_policy"

    invoke-static/range {v9 .. v15}, Lcom/fernhill/lend/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x2

    aput-object v9, v18, v8

    .line 96
    const-string v9, "save_fine_receipt"

    const-string v10, "Saves the receipt of a paid fine as a text file in Fernhill\'s receipts folder"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"fine_id\":{\"type\":\"string\"},\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9_-]{1,40}\\\\.txt$\"}},\"required\":[\"fine_id\",\"file_name\"],\"additionalProperties\":false}"

    const-string v12, "holds.write"

    const-string v13, "create"

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x60

    const/16 v17, 0x0

    invoke-static/range {v9 .. v17}, Lcom/fernhill/lend/CatalogsKt;->tool$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x3

    aput-object v9, v18, v8

    .line 101
    const-string v9, "pay_fine"

    const-string v10, "Pays an open fine with the saved card"

    const-string v11, "{\"type\":\"object\",\"properties\":{\"fine_id\":{\"type\":\"string\"},\"email_receipt\":{\"type\":\"boolean\"}},\"required\":[\"fine_id\"],\"additionalProperties\":false}"

    const-string v12, "fines.pay"

    const-string v13, "transaction"

    const-string v14, "high"

    const-string v15, "always"

    invoke-static/range {v9 .. v15}, Lcom/fernhill/lend/CatalogsKt;->access$tool(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v9

    const/4 v8, 0x4

    aput-object v9, v18, v8

    .line 88
    move-object/from16 v7, v18

    invoke-static {v7}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v7

    .line 83
    move-object v5, v6

    move-object v6, v7

    const-string v1, "com.fernhill.lend.holds"

    const-string v2, "Fernhill Holds"

    const-string v3, "Reservations and fines at Fernhill Libraries"

    const-string v4, "holds-3"

    invoke-direct/range {v0 .. v6}, Lcom/fernhill/lend/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/List;)V

    sput-object v0, Lcom/fernhill/lend/Catalogs;->holds:Lcom/fernhill/lend/Catalog;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 66
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getHolds()Lcom/fernhill/lend/Catalog;
    .registers 2

    .line 83
    sget-object v0, Lcom/fernhill/lend/Catalogs;->holds:Lcom/fernhill/lend/Catalog;

    return-object v0
.end method

.method public final getLoans()Lcom/fernhill/lend/Catalog;
    .registers 2

    .line 67
    sget-object v0, Lcom/fernhill/lend/Catalogs;->loans:Lcom/fernhill/lend/Catalog;

    return-object v0
.end method
