.class public interface abstract Lapp/shoebox/album/PhotoQueries;
.super Ljava/lang/Object;
.source "PhotoQueries.java"


# virtual methods
.method public abstract db()Landroid/database/sqlite/SQLiteDatabase;
.end method

.method public abstract photosIn(Ljava/lang/String;)Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end method

.method public abstract photosTagged(Ljava/lang/String;)Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end method
