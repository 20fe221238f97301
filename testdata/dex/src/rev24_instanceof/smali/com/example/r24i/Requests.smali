.class final Lcom/example/r24i/Requests;
.super Ljava/lang/Object;
.source "Requests.java"

.field private static final GSON:Lcom/google/gson/Gson;

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Lcom/google/gson/Gson;
    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V
    sput-object v0, Lcom/example/r24i/Requests;->GSON:Lcom/google/gson/Gson;
    return-void
.end method

.method static parse(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    .registers 4
    .line 11
    const-string v0, "who_am_i"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_share
    sget-object p0, Lcom/example/r24i/Requests;->GSON:Lcom/google/gson/Gson;
    const-class v0, Lcom/example/r24i/WhoArgs;
    invoke-virtual {p0, p1, v0}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p0
    return-object p0
    .line 12
    :cond_share
    const-string v0, "share_link"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_none
    sget-object p0, Lcom/example/r24i/Requests;->GSON:Lcom/google/gson/Gson;
    const-class v0, Lcom/example/r24i/ShareArgs;
    invoke-virtual {p0, p1, v0}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;
    move-result-object p0
    return-object p0
    .line 13
    :cond_none
    const/4 p0, 0x0
    return-object p0
.end method
