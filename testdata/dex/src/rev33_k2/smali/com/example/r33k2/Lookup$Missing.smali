.class public final Lcom/example/r33k2/Lookup$Missing;
.super Lcom/example/r33k2/Lookup;
.source "Library.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k2/Lookup;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Missing"
.end annotation

.field public static final INSTANCE:Lcom/example/r33k2/Lookup$Missing;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k2/Lookup$Missing;
    invoke-direct {v0}, Lcom/example/r33k2/Lookup$Missing;-><init>()V
    sput-object v0, Lcom/example/r33k2/Lookup$Missing;->INSTANCE:Lcom/example/r33k2/Lookup$Missing;
    return-void
.end method

.method private constructor <init>()V
    .registers 2
    .line 19
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/r33k2/Lookup;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method
