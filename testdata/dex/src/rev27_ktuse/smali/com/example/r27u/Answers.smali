.class public final Lcom/example/r27u/Answers;
.super Ljava/lang/Object;
.source "BackupProvider.kt"

.field public static final INSTANCE:Lcom/example/r27u/Answers;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r27u/Answers;
    invoke-direct {v0}, Lcom/example/r27u/Answers;-><init>()V
    sput-object v0, Lcom/example/r27u/Answers;->INSTANCE:Lcom/example/r27u/Answers;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final fail(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/16 v4, 0xe
    const/4 v1, 0x0
    move-object v0, p0
    move-object v2, v1
    move-object v3, v1
    move-object v5, v1
    invoke-static/range {v0 .. v5}, Lcom/example/r27u/Answers;->fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/16 v4, 0xc
    const/4 v2, 0x0
    move-object v0, p0
    move-object v1, p1
    move-object v3, v2
    move-object v5, v2
    invoke-static/range {v0 .. v5}, Lcom/example/r27u/Answers;->fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final fail(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/16 v4, 0x8
    const/4 v3, 0x0
    move-object v0, p0
    move-object v1, p1
    move-object v2, p2
    move-object v5, v3
    invoke-static/range {v0 .. v5}, Lcom/example/r27u/Answers;->fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public static final fail(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-static {p0, p1}, Lcom/example/r27u/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    .line 17
    if-eqz p2, :cond_nores
    const-string p1, "resolution"
    check-cast p2, Landroid/os/Parcelable;
    invoke-virtual {p0, p1, p2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 18
    :cond_nores
    if-eqz p3, :cond_notok
    const-string p1, "resume_token"
    invoke-virtual {p0, p1, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    :cond_notok
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    return-object p0
.end method

.method public static synthetic fail$default(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Landroid/os/Bundle;
    .registers 7
    and-int/lit8 p5, p4, 0x2
    if-eqz p5, :cond_1
    .line 15
    const-string p1, "failed"
    :cond_1
    and-int/lit8 p5, p4, 0x4
    const/4 v0, 0x0
    if-eqz p5, :cond_2
    move-object p2, v0
    :cond_2
    and-int/lit8 p4, p4, 0x8
    if-eqz p4, :cond_3
    move-object p3, v0
    :cond_3
    invoke-static {p0, p1, p2, p3}, Lcom/example/r27u/Answers;->fail(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method
