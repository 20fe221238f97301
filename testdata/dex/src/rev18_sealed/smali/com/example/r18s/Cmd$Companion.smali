.class public final Lcom/example/r18s/Cmd$Companion;
.super Ljava/lang/Object;
.source "Cmd.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r18s/Cmd;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation

.field static final synthetic $$INSTANCE:Lcom/example/r18s/Cmd$Companion;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r18s/Cmd$Companion;
    invoke-direct {v0}, Lcom/example/r18s/Cmd$Companion;-><init>()V
    sput-object v0, Lcom/example/r18s/Cmd$Companion;->$$INSTANCE:Lcom/example/r18s/Cmd$Companion;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final from(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r18s/Cmd;
    .registers 6
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const-string v0, "purge"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    const-string v1, "getString(...)"
    const-string v2, "folder"
    if-eqz v0, :cond_0
    new-instance p1, Lcom/example/r18s/Cmd$Purge;
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "user_confirmed"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p2
    invoke-direct {p1, v0, p2}, Lcom/example/r18s/Cmd$Purge;-><init>(Ljava/lang/String;Z)V
    check-cast p1, Lcom/example/r18s/Cmd;
    goto :goto_0
    .line 11
    :cond_0
    const-string v0, "mute"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_1
    new-instance p1, Lcom/example/r18s/Cmd$Mute;
    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "notify"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p2
    invoke-direct {p1, v0, p2}, Lcom/example/r18s/Cmd$Mute;-><init>(Ljava/lang/String;Z)V
    check-cast p1, Lcom/example/r18s/Cmd;
    goto :goto_0
    .line 12
    :cond_1
    const/4 p1, 0x0
    .line 9
    :goto_0
    return-object p1
.end method
