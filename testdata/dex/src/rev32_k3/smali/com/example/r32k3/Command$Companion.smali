.class public final Lcom/example/r32k3/Command$Companion;
.super Ljava/lang/Object;
.source "Commands.kt"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r32k3/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Companion"
.end annotation


# static fields
.field static final synthetic $$INSTANCE:Lcom/example/r32k3/Command$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r32k3/Command$Companion;
    invoke-direct {v0}, Lcom/example/r32k3/Command$Companion;-><init>()V
    sput-object v0, Lcom/example/r32k3/Command$Companion;->$$INSTANCE:Lcom/example/r32k3/Command$Companion;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r32k3/Command;
    .registers 8
    const-string v0, "args"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    if-eqz p1, :cond_none
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :cond_none
    :sswitch_schedule
    const-string v0, "schedule_message"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_schedule
    goto :cond_none
    :sswitch_list
    const-string v0, "list_conversations"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_list
    goto :cond_none
    :sswitch_delete
    const-string v0, "delete_conversation"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_delete
    goto :cond_none
    :sswitch_send
    const-string v0, "send_message"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_send
    goto :cond_none
    :sswitch_mute
    const-string v0, "mute_conversation"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :case_mute
    goto :cond_none
    .line 19
    :case_list
    new-instance p1, Lcom/example/r32k3/Command$ListConversations;
    const-string v0, "query"
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v0, "optString(...)"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p1, p2}, Lcom/example/r32k3/Command$ListConversations;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/r32k3/Command;
    goto :goto_ret
    .line 20
    :case_send
    new-instance p1, Lcom/example/r32k3/Command$Send;
    const-string v1, "conversation"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "getString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "text"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v1, "getString(...)"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p1, v0, p2}, Lcom/example/r32k3/Command$Send;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast p1, Lcom/example/r32k3/Command;
    goto :goto_ret
    .line 21
    :case_delete
    new-instance p1, Lcom/example/r32k3/Command$Delete;
    const-string v1, "conversation"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v1, "getString(...)"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p1, p2}, Lcom/example/r32k3/Command$Delete;-><init>(Ljava/lang/String;)V
    check-cast p1, Lcom/example/r32k3/Command;
    goto :goto_ret
    .line 22
    :case_mute
    new-instance p1, Lcom/example/r32k3/Command$Mute;
    const-string v1, "conversation"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "getString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "hours"
    const/16 v2, 0x8
    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result p2
    invoke-direct {p1, v0, p2}, Lcom/example/r32k3/Command$Mute;-><init>(Ljava/lang/String;I)V
    check-cast p1, Lcom/example/r32k3/Command;
    goto :goto_ret
    .line 23
    :case_schedule
    new-instance p1, Lcom/example/r32k3/Command$Schedule;
    const-string v1, "conversation"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "getString(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "text"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v1, "getString(...)"
    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "at_ms"
    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J
    move-result-wide v3
    invoke-direct {p1, v0, v2, v3, v4}, Lcom/example/r32k3/Command$Schedule;-><init>(Ljava/lang/String;Ljava/lang/String;J)V
    check-cast p1, Lcom/example/r32k3/Command;
    goto :goto_ret
    .line 24
    :cond_none
    const/4 p1, 0x0
    .line 25
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x253391b0 -> :sswitch_send
        -0xd581b17 -> :sswitch_mute
        0x3815ca6f -> :sswitch_list
        0x518cb25f -> :sswitch_schedule
        0x6cfc8e97 -> :sswitch_delete
    .end sparse-switch
.end method
