.class Lcom/keyholder/data/KeyDao_Impl$2;
.super Landroidx/room/SharedSQLiteStatement;
.source "KeyDao_Impl.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/keyholder/data/KeyDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/keyholder/data/KeyDao_Impl;


# direct methods
.method constructor <init>(Lcom/keyholder/data/KeyDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3

    .line 59
    iput-object p1, p0, Lcom/keyholder/data/KeyDao_Impl$2;->this$0:Lcom/keyholder/data/KeyDao_Impl;

    invoke-direct {p0, p2}, Landroidx/room/SharedSQLiteStatement;-><init>(Landroidx/room/RoomDatabase;)V

    return-void
.end method


# virtual methods
.method public createQuery()Ljava/lang/String;
    .registers 3

    .line 62
    const-string v0, "UPDATE locks SET locked = ?, changed_at = ? WHERE id = ?"

    .line 63
    const-string v1, "UPDATE locks SET locked = ?, changed_at = ? WHERE id = ?"

    return-object v1
.end method
