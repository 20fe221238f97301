.class public final Lcom/example/r33k1/PendingInvites;
.super Ljava/lang/Object;
.source "LockHub.kt"

.field public static final INSTANCE:Lcom/example/r33k1/PendingInvites;
.field private static final open:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Lcom/example/r33k1/ResumeToken;",
            "Lcom/example/r33k1/Invite;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/PendingInvites;
    invoke-direct {v0}, Lcom/example/r33k1/PendingInvites;-><init>()V
    sput-object v0, Lcom/example/r33k1/PendingInvites;->INSTANCE:Lcom/example/r33k1/PendingInvites;
    .line 53
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/example/r33k1/PendingInvites;->open:Ljava/util/HashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 52
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLockHub.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LockHub.kt\ncom/example/r33k1/PendingInvites\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,71:1\n1#2:72\n*E\n"
.end annotation

.method public final declared-synchronized hold-zQUeBWQ(Ljava/lang/String;Lcom/example/r33k1/Invite;)V
    .registers 5
    monitor-enter p0
    :try_start_1
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "invite"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 55
    sget-object v0, Lcom/example/r33k1/PendingInvites;->open:Ljava/util/HashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {p1}, Lcom/example/r33k1/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/example/r33k1/ResumeToken;
    move-result-object p1
    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_1a
    .catchall {:try_start_1 .. :try_end_1a} :catchall_1c
    monitor-exit p0
    return-void
    :catchall_1c
    move-exception p1
    monitor-exit p0
    throw p1
.end method

.method public final declared-synchronized take-zQUeBWQ(Ljava/lang/String;I)Lcom/example/r33k1/Invite;
    .registers 7
    monitor-enter p0
    :try_start_1
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 57
    sget-object v0, Lcom/example/r33k1/PendingInvites;->open:Ljava/util/HashMap;
    invoke-static {p1}, Lcom/example/r33k1/ResumeToken;->box-impl(Ljava/lang/String;)Lcom/example/r33k1/ResumeToken;
    move-result-object p1
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r33k1/Invite;
    const/4 v0, 0x0
    if-eqz p1, :cond_2c
    move-object v1, p1
    .local v1, "it":Lcom/example/r33k1/Invite;
    const/4 v2, 0x0
    .line 72
    .local v2, "$i$a$-takeIf-PendingInvites$take$1":I
    invoke-virtual {v1}, Lcom/example/r33k1/Invite;->getUid()I
    move-result v3
    if-ne v3, p2, :cond_25
    const/4 v3, 0x1
    goto :goto_26
    :cond_25
    const/4 v3, 0x0
    .line 57
    .end local v1    # "it":Lcom/example/r33k1/Invite;
    .end local v2    # "$i$a$-takeIf-PendingInvites$take$1":I
    :goto_26
    if-eqz v3, :cond_2a
    move-object v0, p1
    :cond_2a
    nop
    :cond_2c
    :try_end_2c
    .catchall {:try_start_1 .. :try_end_2c} :catchall_2e
    monitor-exit p0
    return-object v0
    :catchall_2e
    move-exception p1
    monitor-exit p0
    throw p1
.end method
