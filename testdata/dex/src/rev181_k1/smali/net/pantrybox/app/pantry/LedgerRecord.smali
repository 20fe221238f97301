.class public final Lnet/pantrybox/app/pantry/LedgerRecord;
.super Ljava/lang/Object;
.source "Ledger.kt"


# static fields
.field public static final Companion:Lnet/pantrybox/app/pantry/LedgerRecord$Companion;


# instance fields
.field public final argsDigest:Ljava/lang/String;

.field public final createdAt:J

.field public final outcome:Lorg/json/JSONObject;

.field public final tool:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lnet/pantrybox/app/pantry/LedgerRecord$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lnet/pantrybox/app/pantry/LedgerRecord$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/pantrybox/app/pantry/LedgerRecord;->Companion:Lnet/pantrybox/app/pantry/LedgerRecord$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;JLorg/json/JSONObject;)V
    .registers 7

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->tool:Ljava/lang/String;

    .line 16
    iput-object p2, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->argsDigest:Ljava/lang/String;

    .line 17
    iput-wide p3, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->createdAt:J

    .line 18
    iput-object p5, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->outcome:Lorg/json/JSONObject;

    .line 14
    return-void
.end method

.method public static final fromJson(Lorg/json/JSONObject;)Lnet/pantrybox/app/pantry/LedgerRecord;
    .registers 2

    sget-object v0, Lnet/pantrybox/app/pantry/LedgerRecord;->Companion:Lnet/pantrybox/app/pantry/LedgerRecord$Companion;

    invoke-virtual {v0, p0}, Lnet/pantrybox/app/pantry/LedgerRecord$Companion;->fromJson(Lorg/json/JSONObject;)Lnet/pantrybox/app/pantry/LedgerRecord;

    move-result-object v0

    .line 26
    return-object v0
.end method


# virtual methods
.method public final toJson()Lorg/json/JSONObject;
    .registers 10

    .line 20
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->tool:Ljava/lang/String;

    const-string v1, "tool"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->argsDigest:Ljava/lang/String;

    const-string v1, "args"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-wide v2, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->createdAt:J

    const-string v1, "at"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v4

    .line 21
    move-object v5, v4

    .line 166
    const/4 v6, 0x0

    .line 21
    iget-object v0, p0, Lnet/pantrybox/app/pantry/LedgerRecord;->outcome:Lorg/json/JSONObject;

    if-eqz v0, :cond_0

    move-object v7, v0

    .line 166
    const/4 v8, 0x0

    .line 21
    const-string v1, "outcome"

    invoke-virtual {v5, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    :cond_0
    :goto_0
    const-string v2, "also(...)"

    invoke-static {v4, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v4
.end method
