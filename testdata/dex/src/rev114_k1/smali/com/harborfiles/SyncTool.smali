.class public abstract Lcom/harborfiles/SyncTool;
.super Ljava/lang/Object;
.source "SyncProvider.kt"

# instance fields
.field private final name:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/harborfiles/SyncTool;->name:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/harborfiles/SyncTool;-><init>(Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/harborfiles/SyncTool;->name:Ljava/lang/String;
    return-object v0
.end method
