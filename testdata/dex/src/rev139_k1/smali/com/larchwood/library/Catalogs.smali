.class public final Lcom/larchwood/library/Catalogs;
.super Ljava/lang/Object;
.source "Catalogs.kt"


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/Catalogs;

.field private static final fines:Lcom/larchwood/library/Catalog;

.field private static final loans:Lcom/larchwood/library/Catalog;


# direct methods
.method static constructor <clinit>()V
    .registers 12

    new-instance v0, Lcom/larchwood/library/Catalogs;

    invoke-direct {v0}, Lcom/larchwood/library/Catalogs;-><init>()V

    sput-object v0, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    .line 46
    new-instance v0, Lcom/larchwood/library/Catalog;

    .line 48
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    sget-object v7, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    const-string v8, "loans.read"

    const-string v9, "See your loans"

    const-string v10, "read"

    const-string v11, "personal"

    invoke-direct {v7, v8, v9, v10, v11}, Lcom/larchwood/library/Catalogs;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 49
    sget-object v7, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    const-string v8, "loans.write"

    const-string v9, "Renew loans and place holds"

    const-string v10, "write"

    const-string v11, "personal"

    invoke-direct {v7, v8, v9, v10, v11}, Lcom/larchwood/library/Catalogs;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    const-string v8, "put(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    move-object v5, v6

    const-string v1, "com.larchwood.library.loans"

    const-string v2, "Larchwood Loans"

    const-string v3, "The borrower\'s loans and holds at Larchwood Libraries"

    const-string v4, "loans-3"

    invoke-direct/range {v0 .. v5}, Lcom/larchwood/library/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)V

    sput-object v0, Lcom/larchwood/library/Catalogs;->loans:Lcom/larchwood/library/Catalog;

    .line 52
    new-instance v0, Lcom/larchwood/library/Catalog;

    .line 54
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    sget-object v7, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    const-string v8, "fines.read"

    const-string v9, "See your fines"

    const-string v10, "read"

    const-string v11, "financial"

    invoke-direct {v7, v8, v9, v10, v11}, Lcom/larchwood/library/Catalogs;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 55
    sget-object v7, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    const-string v8, "fines.pay"

    const-string v9, "Pay fines with your saved card"

    const-string v10, "write"

    const-string v11, "financial"

    invoke-direct {v7, v8, v9, v10, v11}, Lcom/larchwood/library/Catalogs;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    .line 56
    sget-object v7, Lcom/larchwood/library/Catalogs;->INSTANCE:Lcom/larchwood/library/Catalogs;

    const-string v8, "cards.write"

    const-string v9, "Link a library card to your account"

    const-string v10, "write"

    const-string v11, "personal"

    invoke-direct {v7, v8, v9, v10, v11}, Lcom/larchwood/library/Catalogs;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v6

    const-string v8, "put(...)"

    invoke-static {v6, v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 52
    move-object v5, v6

    const-string v1, "com.larchwood.library.fines"

    const-string v2, "Larchwood Fines"

    const-string v3, "The borrower\'s library fines and saved payment card"

    const-string v4, "fines-2"

    invoke-direct/range {v0 .. v5}, Lcom/larchwood/library/Catalog;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;)V

    sput-object v0, Lcom/larchwood/library/Catalogs;->fines:Lcom/larchwood/library/Catalog;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 42
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 8

    .line 44
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "access"

    invoke-virtual {v0, v1, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    invoke-virtual {v0, v1, p4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final getFines()Lcom/larchwood/library/Catalog;
    .registers 2

    .line 52
    sget-object v0, Lcom/larchwood/library/Catalogs;->fines:Lcom/larchwood/library/Catalog;

    return-object v0
.end method

.method public final getLoans()Lcom/larchwood/library/Catalog;
    .registers 2

    .line 46
    sget-object v0, Lcom/larchwood/library/Catalogs;->loans:Lcom/larchwood/library/Catalog;

    return-object v0
.end method
