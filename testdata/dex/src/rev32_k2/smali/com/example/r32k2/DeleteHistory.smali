.class public final Lcom/example/r32k2/DeleteHistory;
.super Ljava/lang/Object;
.source "FitnessTool.kt"

# interfaces
.implements Lcom/example/r32k2/FitnessTool;


# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nFitnessTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 FitnessTool.kt\ncom/example/r32k2/DeleteHistory\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,140:1\n1#2:141\n*E\n"
.end annotation


# static fields
.field public static final INSTANCE:Lcom/example/r32k2/DeleteHistory;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k2/DeleteHistory;
    invoke-direct {v0}, Lcom/example/r32k2/DeleteHistory;-><init>()V
    sput-object v0, Lcom/example/r32k2/DeleteHistory;->INSTANCE:Lcom/example/r32k2/DeleteHistory;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 122
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public getName()Ljava/lang/String;
    .registers 2
    .line 123
    const-string v0, "delete_history"
    return-object v0
.end method

.method public run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 126
    new-instance v0, Landroid/content/Intent;
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v1
    const-class v2, Lcom/example/r32k2/ConfirmActivity;
    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    move-object v1, v0
    .local v1, "$this$run_u24lambda_u240":Landroid/content/Intent;
    const/4 v2, 0x0
    .line 141
    .local v2, "$i$a$-apply-DeleteHistory$run$sheet$1":I
    .line 126
    const-string v3, "pulse.tool"
    sget-object v4, Lcom/example/r32k2/DeleteHistory;->INSTANCE:Lcom/example/r32k2/DeleteHistory;
    invoke-virtual {v4}, Lcom/example/r32k2/DeleteHistory;->getName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v3, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .end local v1    # "$this$run_u24lambda_u240":Landroid/content/Intent;
    .end local v2    # "$i$a$-apply-DeleteHistory$run$sheet$1":I
    .line 127
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v1
    const/4 v2, 0x7
    const/high16 v3, 0x4000000
    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    .line 128
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm in Pulse"
    invoke-static {v1, v2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    move-object v2, v1
    .local v2, "$this$run_u24lambda_u241":Landroid/os/Bundle;
    const/4 v3, 0x0
    .line 129
    .local v3, "$i$a$-apply-DeleteHistory$run$1":I
    const-string v4, "resolution"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {v2, v4, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 130
    const-string v0, "resume_token"
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getUid()I
    move-result p1
    invoke-static {p1}, Lcom/example/r32k2/Resumes;->issue(I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {v2, v0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 131
    nop
    .line 128
    .end local v2    # "$this$run_u24lambda_u241":Landroid/os/Bundle;
    .end local v3    # "$i$a$-apply-DeleteHistory$run$1":I
    const-string p1, "apply(...)"
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v1
.end method

.method public resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "call"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 135
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getUid()I
    move-result v0
    invoke-static {p2, v0}, Lcom/example/r32k2/Resumes;->consume(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_0
    const-string p1, "INVALID_REQUEST"
    const-string p2, "resume token not valid"
    invoke-static {p1, p2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "error(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 136
    :cond_0
    invoke-virtual {p1}, Lcom/example/r32k2/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string p2, "workouts"
    const/4 v0, 0x0
    invoke-virtual {p1, p2, v0, v0}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result p1
    .line 137
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "{\"deleted\":"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string p2, "}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    const-string p2, "success(...)"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
.end method
