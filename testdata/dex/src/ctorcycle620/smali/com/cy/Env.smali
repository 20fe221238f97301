.class final Lcom/cy/Env;
.super Ljava/lang/Object;
.source "Env.java"

# Hand-written, not compiler output: two constructors that call each other (invalid Java; a crafted dex can hold
# it), one storing the token it is given. CETP620's token search follows constructor-to-constructor calls without a
# hop of its budget; this checks that such a cycle still ends.

.field final session:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 5
    const/4 v0, 0x1
    invoke-direct {p0, p1, v0}, Lcom/cy/Env;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 9
    if-eqz p2, :store
    const/4 v0, 0x0
    invoke-direct {p0, p1}, Lcom/cy/Env;-><init>(Ljava/lang/String;)V
    return-void
    :store
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/cy/Env;->session:Ljava/lang/String;
    return-void
.end method
