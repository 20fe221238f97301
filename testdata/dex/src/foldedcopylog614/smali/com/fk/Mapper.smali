.class public final Lcom/fk/Mapper;
.super Ljava/lang/Object;
.source "KWeek.kt"

# static fields
.field public static final INSTANCE:Lcom/fk/Mapper;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 23
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fk/Mapper;
    invoke-direct {v0}, Lcom/fk/Mapper;-><init>()V
    sput-object v0, Lcom/fk/Mapper;->INSTANCE:Lcom/fk/Mapper;
    return-void
.end method


# virtual methods
.method public final clearWeek(Lorg/json/JSONObject;Z)Lcom/fk/ClearWeek;
    .registers 10
    const-string v1, "args"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    new-instance v0, Lcom/fk/ClearWeek;
    const-string v3, "week"
    invoke-virtual {v8, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2, v9}, Lcom/fk/ClearWeek;-><init>(Ljava/lang/String;Z)V
    move-object v6, v0
    .line 27
    const-string v1, "user_confirmed"
    const/4 v2, 0x0
    invoke-virtual {v8, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L51
    .line 28
    sget-object v0, Lcom/fk/Audit;->INSTANCE:Lcom/fk/Audit;
    const/4 v2, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-static {v6, v2, v3, v4, v5}, Lcom/fk/ClearWeek;->copy$default(Lcom/fk/ClearWeek;Ljava/lang/String;ZILjava/lang/Object;)Lcom/fk/ClearWeek;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/fk/Audit;->claimed(Lcom/fk/ClearWeek;)V
:L51
    .line 30
    return-object v6
.end method

.method public final discard(Lorg/json/JSONObject;Z)Lcom/fk/Discard;
    .registers 11
    const-string v1, "args"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    new-instance v0, Lcom/fk/Discard;
    const-string v3, "item"
    invoke-virtual {v9, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v4, "optString(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    move-object v1, v2
    move v2, v10
    move v3, v4
    move v4, v5
    move-object v5, v6
    invoke-direct/range {v0 .. v5}, Lcom/fk/Discard;-><init>(Ljava/lang/String;ZZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    move-object v7, v0
    .line 36
    const-string v1, "dry_run"
    const/4 v2, 0x0
    invoke-virtual {v9, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result v0
    if-eqz v0, :L52
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x3
    const/4 v5, 0x0
    move-object v0, v7
    invoke-static/range {v0 .. v5}, Lcom/fk/Discard;->copy$default(Lcom/fk/Discard;Ljava/lang/String;ZZILjava/lang/Object;)Lcom/fk/Discard;
    move-result-object v0
    goto :L53
:L52
    move-object v0, v7
:L53
    return-object v0
.end method

