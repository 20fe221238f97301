.class public interface abstract Lcom/wrenfield/notes/core/DedupStore;
.super Ljava/lang/Object;
.source "DedupStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/wrenfield/notes/core/DedupStore$Sqlite;,
        Lcom/wrenfield/notes/core/DedupStore$Memory;,
        Lcom/wrenfield/notes/core/DedupStore$Entry;
    }
.end annotation


# static fields
.field public static final WINDOW_MS:J = 0x5265c00L


# virtual methods
.method public abstract begin(Ljava/lang/String;)Z
.end method

.method public abstract end(Ljava/lang/String;)V
.end method

.method public abstract find(Ljava/lang/String;)Lcom/wrenfield/notes/core/DedupStore$Entry;
.end method

.method public abstract finish(Ljava/lang/String;Lcom/wrenfield/notes/core/DedupStore$Entry;)V
.end method
