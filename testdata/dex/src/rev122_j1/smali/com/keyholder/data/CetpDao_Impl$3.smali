.class Lcom/keyholder/data/CetpDao_Impl$3;
.super Landroidx/room/SharedSQLiteStatement;
.source "CetpDao_Impl.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/keyholder/data/CetpDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/keyholder/data/CetpDao_Impl;


# direct methods
.method constructor <init>(Lcom/keyholder/data/CetpDao_Impl;Landroidx/room/RoomDatabase;)V
    .registers 3

    .line 78
    iput-object p1, p0, Lcom/keyholder/data/CetpDao_Impl$3;->this$0:Lcom/keyholder/data/CetpDao_Impl;

    invoke-direct {p0, p2}, Landroidx/room/SharedSQLiteStatement;-><init>(Landroidx/room/RoomDatabase;)V

    return-void
.end method


# virtual methods
.method public createQuery()Ljava/lang/String;
    .registers 3

    .line 81
    const-string v0, "INSERT INTO audit (uid, provider_id, tool, request_id, outcome, at) VALUES (?, ?, ?, ?, ?, ?)"

    .line 82
    const-string v1, "INSERT INTO audit (uid, provider_id, tool, request_id, outcome, at) VALUES (?, ?, ?, ?, ?, ?)"

    return-object v1
.end method
