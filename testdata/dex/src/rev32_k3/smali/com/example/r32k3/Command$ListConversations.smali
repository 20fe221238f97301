.class public final Lcom/example/r32k3/Command$ListConversations;
.super Ljava/lang/Object;
.source "Commands.kt"

# interfaces
.implements Lcom/example/r32k3/Command;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r32k3/Command;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ListConversations"
.end annotation


# instance fields
.field private final query:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "query"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k3/Command$ListConversations;->query:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getQuery()Ljava/lang/String;
    .registers 2
    .line 10
    iget-object v0, p0, Lcom/example/r32k3/Command$ListConversations;->query:Ljava/lang/String;
    return-object v0
.end method
