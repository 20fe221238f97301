.class public final Lcom/example/r34k1/Resumes;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34k1/Resumes$Pending;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/example/r34k1/Resumes\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,54:1\n1#2:55\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/example/r34k1/Resumes;

.field private static final open:Ljava/util/concurrent/ConcurrentHashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/ConcurrentHashMap<",
            "Ljava/lang/String;",
            "Lcom/example/r34k1/Resumes$Pending;",
            ">;"
        }
    .end annotation
.end field

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/Resumes;
    invoke-direct {v0}, Lcom/example/r34k1/Resumes;-><init>()V
    sput-object v0, Lcom/example/r34k1/Resumes;->INSTANCE:Lcom/example/r34k1/Resumes;
    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/example/r34k1/Resumes;->open:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final issue(ILjava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    sget-object v0, Lcom/example/r34k1/Tokens;->INSTANCE:Lcom/example/r34k1/Tokens;
    const/16 v1, 0x12
    invoke-virtual {v0, v1}, Lcom/example/r34k1/Tokens;->secure(I)Ljava/lang/String;
    move-result-object v0
    move-object v1, v0
    .local v1, "it":Ljava/lang/String;
    const/4 v2, 0x0
    .line 55
    .local v2, "$i$a$-also-Resumes$issue$1":I
    .line 34
    sget-object v3, Lcom/example/r34k1/Resumes;->open:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v3, Ljava/util/Map;
    new-instance v4, Lcom/example/r34k1/Resumes$Pending;
    invoke-direct {v4, p1, p2}, Lcom/example/r34k1/Resumes$Pending;-><init>(ILjava/lang/String;)V
    invoke-interface {v3, v1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    nop
    .end local v1    # "it":Ljava/lang/String;
    .end local v2    # "$i$a$-also-Resumes$issue$1":I
    return-object v0
.end method

.method public final redeem(Ljava/lang/String;I)Z
    .registers 5
    const-string v0, "token"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    sget-object v0, Lcom/example/r34k1/Resumes;->open:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/example/r34k1/Resumes$Pending;
    const/4 v0, 0x0
    if-eqz p1, :cond_ret
    invoke-virtual {p1}, Lcom/example/r34k1/Resumes$Pending;->getUid()I
    move-result p1
    if-ne p1, p2, :cond_ret
    const/4 v0, 0x1
    :cond_ret
    return v0
.end method
