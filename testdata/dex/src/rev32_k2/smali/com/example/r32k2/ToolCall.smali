.class public final Lcom/example/r32k2/ToolCall;
.super Ljava/lang/Object;
.source "FitnessTool.kt"


# instance fields
.field private final args$delegate:Lkotlin/Lazy;

.field private final context:Landroid/content/Context;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final extras:Landroid/os/Bundle;

.field private final uid:I


# direct methods
.method public constructor <init>(Landroid/content/Context;ILandroid/os/Bundle;Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 6
    const-string v0, "context"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "extras"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "db"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k2/ToolCall;->context:Landroid/content/Context;
    iput p2, p0, Lcom/example/r32k2/ToolCall;->uid:I
    iput-object p3, p0, Lcom/example/r32k2/ToolCall;->extras:Landroid/os/Bundle;
    iput-object p4, p0, Lcom/example/r32k2/ToolCall;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 15
    new-instance p1, Lcom/example/r32k2/ToolCall$$ExternalSyntheticLambda0;
    invoke-direct {p1, p0}, Lcom/example/r32k2/ToolCall$$ExternalSyntheticLambda0;-><init>(Lcom/example/r32k2/ToolCall;)V
    invoke-static {p1}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r32k2/ToolCall;->args$delegate:Lkotlin/Lazy;
    .line 14
    return-void
.end method

.method public static final args_delegate$lambda$0(Lcom/example/r32k2/ToolCall;)Lorg/json/JSONObject;
    .registers 1
    .line 15
    iget-object p0, p0, Lcom/example/r32k2/ToolCall;->extras:Landroid/os/Bundle;
    invoke-static {p0}, Lcom/example/r32k2/RequestsKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p0
    return-object p0
.end method


# virtual methods
.method public final getArgs()Lorg/json/JSONObject;
    .registers 2
    .line 15
    iget-object v0, p0, Lcom/example/r32k2/ToolCall;->args$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lorg/json/JSONObject;
    return-object v0
.end method

.method public final getContext()Landroid/content/Context;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k2/ToolCall;->context:Landroid/content/Context;
    return-object v0
.end method

.method public final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k2/ToolCall;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/r32k2/ToolCall;->extras:Landroid/os/Bundle;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 14
    iget v0, p0, Lcom/example/r32k2/ToolCall;->uid:I
    return v0
.end method
