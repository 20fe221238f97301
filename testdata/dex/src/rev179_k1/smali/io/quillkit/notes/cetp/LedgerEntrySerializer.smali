.class public final Lio/quillkit/notes/cetp/LedgerEntrySerializer;
.super Ljava/lang/Object;
.source "Ledger.kt"

# interfaces
.implements Lio/quillkit/notes/core/Serializer;


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/LedgerEntrySerializer;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/LedgerEntrySerializer;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/LedgerEntrySerializer;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/LedgerEntrySerializer;->INSTANCE:Lio/quillkit/notes/cetp/LedgerEntrySerializer;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final encode$lambda$0(Lio/quillkit/notes/cetp/LedgerEntry;Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 5

    const-string v1, "$this$buildJson"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/LedgerEntry;->getTool()Ljava/lang/String;

    move-result-object v2

    const-string v1, "tool"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 17
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/LedgerEntry;->getArgsDigest()Ljava/lang/String;

    move-result-object v2

    const-string v1, "args_sha256"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 18
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/LedgerEntry;->getDone()Z

    move-result v2

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "done"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 19
    invoke-virtual {p0}, Lio/quillkit/notes/cetp/LedgerEntry;->getResult()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {p1, v1, v2}, Lio/quillkit/notes/core/JsonBuilder;->by(Ljava/lang/String;Ljava/lang/Object;)V

    .line 20
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public decode(Lorg/json/JSONObject;)Lio/quillkit/notes/cetp/LedgerEntry;
    .registers 10

    const-string v1, "json"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    const-string v1, "result"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "result"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move-object v7, v0

    .line 24
    new-instance v0, Lio/quillkit/notes/cetp/LedgerEntry;

    const-string v3, "tool"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    const-string v4, "getString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v4, "args_sha256"

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v5, "getString(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v5, "done"

    const/4 v6, 0x0

    invoke-virtual {p1, v5, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v4

    invoke-direct {v0, v2, v3, v4, v7}, Lio/quillkit/notes/cetp/LedgerEntry;-><init>(Ljava/lang/String;Ljava/lang/String;ZLorg/json/JSONObject;)V

    return-object v0
.end method

.method public bridge synthetic decode(Lorg/json/JSONObject;)Ljava/lang/Object;
    .registers 3

    .line 14
    invoke-virtual {p0, p1}, Lio/quillkit/notes/cetp/LedgerEntrySerializer;->decode(Lorg/json/JSONObject;)Lio/quillkit/notes/cetp/LedgerEntry;

    move-result-object v0

    return-object v0
.end method

.method public encode(Lio/quillkit/notes/cetp/LedgerEntry;)Lorg/json/JSONObject;
    .registers 4

    const-string v1, "value"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    new-instance v0, Lio/quillkit/notes/cetp/LedgerEntrySerializer$$ExternalSyntheticLambda0;

    invoke-direct {v0, p1}, Lio/quillkit/notes/cetp/LedgerEntrySerializer$$ExternalSyntheticLambda0;-><init>(Lio/quillkit/notes/cetp/LedgerEntry;)V

    invoke-static {v0}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v0

    .line 20
    return-object v0
.end method

.method public bridge synthetic encode(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 4

    .line 14
    move-object v1, p1

    check-cast v1, Lio/quillkit/notes/cetp/LedgerEntry;

    invoke-virtual {p0, v1}, Lio/quillkit/notes/cetp/LedgerEntrySerializer;->encode(Lio/quillkit/notes/cetp/LedgerEntry;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
