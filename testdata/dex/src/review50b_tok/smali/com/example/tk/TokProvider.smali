# Java sketch (TokProvider.java); tN(Bundle out) called from call(); static AtomicInteger COUNTER; lines = .line numbers.
#   t1: SecureRandom sr = new SecureRandom(); String tok = new BigInteger(130, sr).toString(32);          // 100
#       List<String> issued = new ArrayList<>(); issued.add(tok);                                           // 101
#       out.putString("resume_token", issued.get(issued.size() - 1));                                       // 102 silent
#   t2: same, but issued.add("op-" + COUNTER.incrementAndGet()) first; put issued.get(1)                     // 200..202 silent
#   t3: List<String> ids = new ArrayList<>(); ids.add("op-" + COUNTER.incrementAndGet());                   // 300
#       out.putString("operation_id", ids.get(0));                                                          // 301 REPORT
#   t4: String tok = getContext().getSharedPreferences("s", 0).getString("tok", null);   // issued earlier   // 400
#       List<String> row = new ArrayList<>(); row.add(tok); row.add(String.valueOf(System.currentTimeMillis())); // 401
#       out.putString("resume_token", row.get(0));                                                          // 402 silent (get(0) is the stored token, not the clock)
.class public Lcom/example/tk/TokProvider;
.super Landroid/content/ContentProvider;
.source "TokProvider.java"
.field static final COUNTER:Ljava/util/concurrent/atomic/AtomicInteger;
.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V
    sput-object v0, Lcom/example/tk/TokProvider;->COUNTER:Ljava/util/concurrent/atomic/AtomicInteger;
    return-void
.end method
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 1
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    invoke-direct {p0, v0}, Lcom/example/tk/TokProvider;->t1(Landroid/os/Bundle;)V
    invoke-direct {p0, v0}, Lcom/example/tk/TokProvider;->t2(Landroid/os/Bundle;)V
    invoke-direct {p0, v0}, Lcom/example/tk/TokProvider;->t3(Landroid/os/Bundle;)V
    invoke-direct {p0, v0}, Lcom/example/tk/TokProvider;->t4(Landroid/os/Bundle;)V
    return-object v0
.end method

.method private t1(Landroid/os/Bundle;)V
    .locals 8
    .line 100
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    new-instance v1, Ljava/math/BigInteger;
    const/16 v2, 0x82
    invoke-direct {v1, v2, v0}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    const/16 v2, 0x20
    invoke-virtual {v1, v2}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v1
    .line 101
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V
    invoke-interface {v6, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 102
    invoke-interface {v6}, Ljava/util/List;->size()I
    move-result v5
    add-int/lit8 v5, v5, -0x1
    invoke-interface {v6, v5}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v7, "resume_token"
    invoke-virtual {p1, v7, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method private t2(Landroid/os/Bundle;)V
    .locals 8
    .line 200
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    new-instance v1, Ljava/math/BigInteger;
    const/16 v2, 0x82
    invoke-direct {v1, v2, v0}, Ljava/math/BigInteger;-><init>(ILjava/util/Random;)V
    const/16 v2, 0x20
    invoke-virtual {v1, v2}, Ljava/math/BigInteger;->toString(I)Ljava/lang/String;
    move-result-object v1
    .line 201
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V
    sget-object v3, Lcom/example/tk/TokProvider;->COUNTER:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v3}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    move-result v3
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v5, "op-"
    invoke-direct {v4, v5}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-interface {v6, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-interface {v6, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 202
    const/4 v5, 1
    invoke-interface {v6, v5}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v7, "resume_token"
    invoke-virtual {p1, v7, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method private t3(Landroid/os/Bundle;)V
    .locals 8
    .line 300
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V
    sget-object v3, Lcom/example/tk/TokProvider;->COUNTER:Ljava/util/concurrent/atomic/AtomicInteger;
    invoke-virtual {v3}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    move-result v3
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v5, "op-"
    invoke-direct {v4, v5}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-interface {v6, v4}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 301
    const/4 v5, 0
    invoke-interface {v6, v5}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v7, "operation_id"
    invoke-virtual {p1, v7, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method private t4(Landroid/os/Bundle;)V
    .locals 8
    .line 400
    invoke-virtual {p0}, Lcom/example/tk/TokProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "s"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    const-string v1, "tok"
    const/4 v2, 0x0
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 401
    new-instance v6, Ljava/util/ArrayList;
    invoke-direct {v6}, Ljava/util/ArrayList;-><init>()V
    invoke-interface {v6, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v6, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 402
    const/4 v5, 0
    invoke-interface {v6, v5}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/lang/String;
    const-string v7, "resume_token"
    invoke-virtual {p1, v7, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method
