.class public final Lj$/util/Optional;
.super Ljava/lang/Object;
.source "Optional.java"

.field private static final EMPTY:Lj$/util/Optional;

.field private final value:Ljava/lang/Object;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lj$/util/Optional;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lj$/util/Optional;-><init>(Ljava/lang/Object;)V
    sput-object v0, Lj$/util/Optional;->EMPTY:Lj$/util/Optional;
    return-void
.end method

.method private constructor <init>(Ljava/lang/Object;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lj$/util/Optional;->value:Ljava/lang/Object;
    return-void
.end method

.method public static ofNullable(Ljava/lang/Object;)Lj$/util/Optional;
    .locals 1
    if-nez p0, :cond_0
    sget-object p0, Lj$/util/Optional;->EMPTY:Lj$/util/Optional;
    return-object p0
    :cond_0
    new-instance v0, Lj$/util/Optional;
    invoke-direct {v0, p0}, Lj$/util/Optional;-><init>(Ljava/lang/Object;)V
    return-object v0
.end method

.method public map(Lj$/util/function/Function;)Lj$/util/Optional;
    .locals 1
    iget-object v0, p0, Lj$/util/Optional;->value:Ljava/lang/Object;
    if-nez v0, :cond_0
    sget-object p1, Lj$/util/Optional;->EMPTY:Lj$/util/Optional;
    return-object p1
    :cond_0
    invoke-interface {p1, v0}, Lj$/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lj$/util/Optional;->ofNullable(Ljava/lang/Object;)Lj$/util/Optional;
    move-result-object p1
    return-object p1
.end method

.method public orElse(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 1
    iget-object v0, p0, Lj$/util/Optional;->value:Ljava/lang/Object;
    if-eqz v0, :cond_0
    move-object p1, v0
    :cond_0
    return-object p1
.end method
