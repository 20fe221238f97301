#!/bin/sh
# review51_libfunction: rev87_j1's smali with the "history" tool's function made by a
# library the APK does not bundle (com.example.lib.Recipes.history(), returning a
# BiFunction) instead of history.andThen(TuneTools::summarize): the registry then
# holds a function value whose code the analysis cannot name beside its lambdas.
set -eu
cd "$(dirname "$0")"
rm -rf smali
cp -r ../rev87_j1/smali smali
f=smali/com/tuneup/tuning/TuneProvider.smali
sed 's#invoke-interface {v0, v3}, Ljava/util/function/BiFunction;->andThen(Ljava/util/function/Function;)Ljava/util/function/BiFunction;#invoke-static {}, Lcom/example/lib/Recipes;->history()Ljava/util/function/BiFunction;#' "$f" > "$f.new"
mv "$f.new" "$f"
grep -q 'Lcom/example/lib/Recipes;->history' "$f"
